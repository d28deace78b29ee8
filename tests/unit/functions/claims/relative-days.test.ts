import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { daysAfterDateIn } from '#functions/analysis/understand/language/quantities';
import { assessOnParagraph } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

describe('days after the one date a claim gives', () => {
  it('are read from "that evening", "the next day" and "three days later"', () => {
    expect(daysAfterDateIn('I landed at 10am on 2 October and was admitted that evening.')).toBe(0);
    expect(daysAfterDateIn('We got home on 5 May and I saw a doctor the next day.')).toBe(1);
    expect(daysAfterDateIn('We got home on 5 May; three days later I was admitted.')).toBe(3);
    expect(daysAfterDateIn('We got home on 5 May and I was admitted on 9 May.')).toBeNull();
    expect(daysAfterDateIn('I was admitted that evening.')).toBeNull();
  });

  it('settle a stay that had to begin within hours of coming home', async () => {
    const wording =
      'Hospital cash at home. If you are admitted to a hospital in your home country within 48 hours of your return home, as a result of an illness you suffered on a trip, we will pay this benefit for every day you are in hospital.';
    const soon = await assessOnParagraph(wording, {
      itemType: 'travel',
      description:
        'I felt ill on the last day of my trip to Bali. I landed home at 9am on 2 October and was admitted to hospital that evening with dengue.',
    });
    const late = await assessOnParagraph(wording, {
      itemType: 'travel',
      description:
        'I felt ill on the last day of my trip to Bali. I landed home on 2 October; five days later I was admitted to hospital with dengue.',
    });
    expect(soon.checks.find((c) => c.id === 'time-limit')?.outcome).toBe('pass');
    expect(late.checks.find((c) => c.id === 'time-limit')?.outcome).toBe('fail');
    expect(late.verdict).toBe('likely_not_covered');
  });
});

describe('a hold-up told in days', () => {
  it('is read as hours, and other spans are not', () => {
    const read = (description: string) => readClaim(claimFacts({ description }));
    expect(read('An ash cloud closed the airport and I was stuck for three days.').hours).toContain(72);
    expect(read('I bought the camera three days before the trip.').hours).toEqual([]);
  });
});
