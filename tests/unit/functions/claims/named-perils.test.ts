import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { clauseParts } from '#functions/analysis/understand/clause-parts';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import type { ClaimFacts } from '#functions/analysis/understand/types';
import { writePdf } from '#scripts/pdf/write-pdf';
import { expectAskedThenDecided } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

async function assessOn(lines: string[], change: Partial<ClaimFacts>) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'perils.pdf');
  return assessClaimByRules([{ file: 'perils.pdf', pages }], claimFacts(change));
}

describe('cover for the causes it names', () => {
  const wording = [
    'Tablet cover: we will pay for the loss of your tablet due to theft, subject to our claim terms.',
  ];

  it('asks whether a cause it does not name meets the cover of named causes, and refuses on no', async () => {
    const answered = await expectAskedThenDecided(
      (change) => assessOn(wording, change),
      { description: 'I dropped my tablet on the kitchen floor and the screen cracked.' },
      'loss of your tablet due to theft',
      'no',
      'likely_not_covered',
    );
    expect(answered?.checks.find((c) => c.id === 'named-causes')?.outcome).toBe('fail');
  });

  it('counts a named cause as evidence', async () => {
    const result = await assessOn(wording, {
      description: 'Two men snatched my tablet from my hands in the street and ran off with it.',
    });
    expect(result.checks.find((c) => c.id === 'named-causes')?.outcome).toBe('pass');
  });

  it('reads "subject to" in a grant as part of the grant', () => {
    expect(clauseParts(wording[0] as string)[0]?.role).toBe('grant');
  });

  it('asks about a qualifier of the cause it cannot test', async () => {
    const result = await assessOn(
      ['This section covers your flat against theft not proven to have been caused by a guest.'],
      { description: 'Someone broke in between bookings and stole the television.' },
    );
    expect(result.verdict).toBe('unclear');
  });
});

describe('a trip ended early, for the causes the cover names', () => {
  const wording = [
    'Cutting your trip short: we will pay your unused accommodation if you have to curtail your journey',
    'due to any of the following: a natural disaster, such as an earthquake, a flood, a hurricane or a',
    'volcanic eruption, at your destination.',
  ];

  it.each([
    'The volcano near our hotel erupted and the island was evacuated, so we had to cut our holiday short.',
    'An earthquake damaged the old town and we came home early on the first flight out.',
  ])('covers a named cause, however the claim says the trip ended: %s', async (description) => {
    const result = await assessOn(wording, { itemType: 'travel', description });
    expect(result.checks.find((c) => c.id === 'named-causes')?.outcome).toBe('pass');
    expect(result.verdict).toBe('likely_covered');
  });

  it('refuses rain, which is none of the causes, and names it', async () => {
    const result = await assessOn(wording, {
      itemType: 'travel',
      description: 'It rained every day of the first week, so we gave up and flew home early.',
    });
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.checks.find((c) => c.id === 'named-causes')?.detail).toContain('(rain)');
  });

  it('asks what caused it when the claim says only that the trip ended', async () => {
    const result = await assessOn(wording, {
      itemType: 'travel',
      description: 'We had to cut the trip short and came home after four days.',
    });
    expect(result.verdict).toBe('unclear');
    expect(result.checks.find((c) => c.id === 'named-causes')?.outcome).toBe('unknown');
  });

  it('does not take other things cut short for a trip', async () => {
    const result = await assessOn(wording, {
      itemType: 'travel',
      description: 'The gardener cut the hedge short and the earthquake cracked our patio.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('baggage that never came', () => {
  const wording = [
    'Delayed and lost baggage: we will pay for the permanent loss of a whole checked bag, due to theft,',
    'misdirection or non-delivery by the airline, while you are on your journey.',
  ];

  it.each([
    'My suitcase never arrived at Heathrow and after a month the airline says it cannot be found.',
    'The airline sent my checked bag to Lima by mistake and it did not arrive; they have given up on it.',
  ])('takes a bag that did not arrive as a cause the cover names: %s', async (description) => {
    const result = await assessOn(wording, { itemType: 'travel', description });
    expect(result.checks.find((c) => c.id === 'named-causes')?.outcome).toBe('pass');
  });

  it('does not take a person who did not come for a thing lost', async () => {
    const result = await assessOn(wording, {
      itemType: 'travel',
      description: 'The taxi driver did not arrive, so I missed my flight and had to pay for a new ticket.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('baggage that came late', () => {
  it('is not read as lost', () => {
    const late = 'My bag did not arrive on my flight; it was delivered to the hotel 13 hours later.';
    expect(affirmed(termsOf(late)).has('@loss')).toBe(false);
    expect(affirmed(termsOf('My bag did not arrive and the airline cannot find it.')).has('@loss')).toBe(
      true,
    );
  });
});

describe('rain, where a cover names a storm', () => {
  it('asks whether heavy rain was the storm the policy names, not refuses it', async () => {
    const result = await assessOn(
      [
        'Travel delay: we will pay $100 if your flight is delayed by more than 12 hours due to strike or storm.',
      ],
      { itemType: 'travel', description: 'Torrential rain at the airport delayed our flight by 14 hours.' },
    );
    expect(result.verdict).toBe('unclear');
  });
});
