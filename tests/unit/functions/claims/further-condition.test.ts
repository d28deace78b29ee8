import { describe, expect, it } from 'vitest';
import { assessOnParagraph } from '#tests/steps/assess-wording';

/** A made-up hospital benefit whose second time limit carries a condition of its own. */
const WORDING =
  'Hospital cash at home: if you are admitted to hospital in your home country within 2 days of your return; ' +
  'or within 21 days after you return home if you saw a doctor about it while abroad, as a result of an illness ' +
  'that began on your trip, we will pay $50 for each full day in hospital.';

describe('a time limit with a further condition of its own', () => {
  it('refuses a late admission when the claim says no doctor was seen on the trip', async () => {
    const result = await assessOnParagraph(WORDING, {
      itemType: 'travel',
      description:
        'I felt unwell on the last day in Lisbon but did not see a doctor there. I flew home on 3 May and was admitted to hospital on 9 May.',
    });
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.reasons.join(' ')).toContain('the claim says that was not so');
  });

  it('asks, not refuses, when the claim does not say whether a doctor was seen', async () => {
    const result = await assessOnParagraph(WORDING, {
      itemType: 'travel',
      description:
        'I felt unwell on the last day in Lisbon. I flew home on 3 May and was admitted to hospital on 9 May.',
    });
    expect(result.verdict).toBe('unclear');
  });
});
