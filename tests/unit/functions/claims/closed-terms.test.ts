import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { readPdf } from '#functions/analysis/pdf-text';
import type { ClaimFacts } from '#functions/analysis/types';
import { writePdf } from '#scripts/pdf/write-pdf';
import { claimFacts } from '#tests/steps/claim-facts';

async function assessOn(lines: string[], change: Partial<ClaimFacts>) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'terms.pdf');
  return assessClaimByRules([{ file: 'terms.pdf', pages }], claimFacts(change));
}

const said = (description: string) => readClaim(claimFacts({ description })).yes;

describe('a theft told without the word', () => {
  it('is read from someone taking the thing', () => {
    expect(said('Someone smashed the car window and took my phone.').has('@theft')).toBe(true);
    expect(said('The lock had been cut and the bike taken.').has('@theft')).toBe(true);
  });

  it('is not read from being taken somewhere, or from photos taken', () => {
    expect(said('I was taken to hospital by ambulance.').has('@theft')).toBe(false);
    expect(said('Photos were taken of the damage.').has('@theft')).toBe(false);
  });
});

describe('a term the policy defines by a closed list', () => {
  const pests = [
    "Pest: Either black or brown rats, field or house mice, and wasps' and hornets' nests.",
    'Pest Infestation If you have a pest infestation inside your home, we will provide assistance to remove it.',
  ];

  it('refuses a thing of the same kind that is not one of its members', async () => {
    const result = await assessOn(pests, {
      itemType: 'home',
      description: 'We have found bed bugs in both bedrooms and need a pest controller.',
    });
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.checks.find((c) => c.id === 'defined-members')?.outcome).toBe('fail');
  });

  it('takes in a member', async () => {
    const result = await assessOn(pests, {
      itemType: 'home',
      description: 'There is a wasps nest in the loft and we need it removed.',
    });
    expect(result.verdict).not.toBe('likely_not_covered');
  });
});

describe('a span of time inside a summary row', () => {
  it('is measured once, by the rule that compares it with the claim', async () => {
    const row = [
      'Malicious damage We refer to Malicious damage as Vandalism.',
      "If your home is unoccupied, you're not covered for anything that happens after the first 60 days that no one has been living in your home.",
    ];
    const short = await assessOn(row, {
      itemType: 'home',
      description: 'While we were on a three-week caravan trip vandals spray-painted the garage door.',
    });
    expect(short.verdict).not.toBe('likely_not_covered');
    expect(short.checks.find((c) => c.id === 'longest-absence')?.outcome).toBe('pass');
  });
});

describe('an event of a wider kind', () => {
  it('lets a deadline for reporting a loss reach a theft', async () => {
    const result = await assessOn(
      [
        'If your baggage is damaged or lost, then the Company will reimburse you.',
        'We will not pay for any loss that is not reported either to the police or the carrier within twenty four (24) hours of discovery.',
      ],
      {
        itemType: 'travel',
        description:
          'My backpack was stolen at the station. I only went to a police station four days later.',
      },
    );
    expect(result.verdict).toBe('likely_not_covered');
  });
});
