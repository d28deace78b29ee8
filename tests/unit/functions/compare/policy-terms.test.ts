import { describe, expect, it } from 'vitest';
import { readPolicyTerms } from '#functions/analysis/decide/compare/policy-terms';
import { policyModel } from '#functions/analysis/understand/policy-model';
import type { PolicyDocument } from '#functions/analysis/understand/types';

/** A made-up policy of a few pages, each page's lines as a wording would set them. */
function policy(...pages: string[]): PolicyDocument[] {
  return [{ file: 'wording.pdf', kind: 'policy_wording', pages }];
}

function terms(itemType: 'smartphone' | 'home' | 'health' | 'travel', ...pages: string[]) {
  return Object.fromEntries(
    readPolicyTerms(policyModel(policy(...pages)), itemType).map((term) => [term.key, term]),
  );
}

describe('the terms a policy states, for setting policies side by side', () => {
  it("reads the item's own excess before another section's, with the page it is on", () => {
    const pages = [
      'Section 1 Buildings\nThe buildings excess is £250 for each claim.',
      'Section 4 Gadgets\nAn excess of £50 applies to each claim for mobile phones.',
    ];
    const phone = terms('smartphone', ...pages).excess;
    expect(phone).toMatchObject({ summary: 'GBP 50', amounts: [50], currency: 'GBP' });
    expect(phone?.citation.page).toBe(2);
    expect(terms('home', ...pages).excess).toMatchObject({ amounts: [250] });
  });

  it('gives the range where the item has several excesses, and reads no amount from another sentence', () => {
    const range = terms(
      'smartphone',
      'Mobile phones: excess £50 for theft. Mobile phones: excess £100 for loss.',
    ).excess;
    expect(range?.summary).toBe('GBP 50 to GBP 100, by cover');
    const far = terms('home', 'Your home is covered up to £500,000. An excess applies to every claim.');
    expect(far.excess).toBeUndefined();
  });

  it('reads a waiting period and the deadline to tell the insurer, leaving aside the police and papers', () => {
    const found = terms(
      'health',
      'Treatment for an illness is not covered during the 14 day waiting period from the start of cover.',
      'You must report theft to the police within 24 hours.\nYou must send us receipts within 120 days.\nYou must tell us about a claim within 30 days of the treatment.',
    );
    expect(found['waiting-period']?.summary).toBe('14 days');
    expect(found.notice?.summary).toBe('Within 30 days');
    expect(found.notice?.citation.quote).toContain('tell us');
  });

  it('says whether things left unattended are covered', () => {
    const excluded = terms(
      'travel',
      'What is not covered\nTheft of baggage left unattended in a public place, unless it was locked in the boot of a car.',
    );
    expect(excluded.unattended?.summary).toBe('Not covered when left unattended, with exceptions');
    const condition = terms('travel', 'You must not leave valuables unattended in a hotel room.');
    expect(condition.unattended?.summary).toBe('Conditions apply when left unattended');
  });

  it('reads the area of cover, not where a helpline answers', () => {
    const found = terms(
      'travel',
      'Our emergency assistance helpline is available worldwide, 24 hours a day.',
      'You are covered anywhere in the world excluding the United States of America.',
    );
    expect(found.territory?.summary).toBe('Worldwide, excluding United States');
    expect(found.territory?.citation.page).toBe(2);
    const helplineOnly = terms('travel', 'Our emergency assistance helpline is available worldwide.');
    expect(helplineOnly.territory).toBeUndefined();
  });

  it('states nothing that the documents do not say', () => {
    expect(terms('home', 'Your home is protected by our cover for fire and flood.')).toEqual({});
  });

  it("never gives a benefit for someone else's excess as the policy's excess", () => {
    const rental = terms(
      'travel',
      'Section 9 Car hire excess\nWe will reimburse the excess you pay to the rental company, up to £500, if your hire car is damaged.',
    );
    expect(rental.excess).toBeUndefined();
    const waiver = terms(
      'travel',
      'Excess waiver: if you bought it, no excess of £100 applies to your claims.',
    );
    expect(waiver.excess).toBeUndefined();
    const both = terms(
      'travel',
      'An excess of £75 applies to each claim under the baggage section.',
      'Rental car excess: we pay up to £1,000 of the rental excess you are charged.',
    );
    expect(both.excess).toMatchObject({ amounts: [75] });
    expect(both.excess?.citation.page).toBe(1);
  });

  it("reads the deadline to report a claim to the insurer, never a card issuer's or a bank's", () => {
    const card = terms(
      'travel',
      'Personal money and cards\nYou must report the loss of credit cards to the card issuer within 6 hours of discovery.',
    );
    expect(card.notice).toBeUndefined();
    const bank = terms('travel', 'Lost cards must be reported to your bank within 6 hours.');
    expect(bank.notice).toBeUndefined();
    const insurer = terms(
      'travel',
      'Personal money\nReport the loss of cards to the card issuer within 6 hours.',
      'Claims\nYou must tell us about any claim within 28 days of your return.',
    );
    expect(insurer.notice?.summary).toBe('Within 28 days');
    expect(insurer.notice?.citation.page).toBe(2);
    // In one clause, the card rule's sentence is passed over for the insurer's.
    const mixed = terms(
      'travel',
      'Report lost cards to the issuer within 6 hours. You must notify us of a claim within 31 days.',
    );
    expect(mixed.notice?.summary).toBe('Within 31 days');
  });
});
