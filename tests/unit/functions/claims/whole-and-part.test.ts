import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { clauseParts } from '#functions/analysis/understand/clause-parts';
import { termsOf } from '#functions/analysis/understand/language/concepts';
import { assessOnParagraph } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

const read = (description: string) => readClaim(claimFacts({ description }));
const ids = (text: string) => new Set(termsOf(text, 'word').map((t) => t.id));

describe('a thing gone missing', () => {
  it('is read from "loss of" and the thing, not from loss of money owed or "loss or damage"', () => {
    expect(ids('following theft or loss of keys belonging to You').has('@loss')).toBe(true);
    expect(ids('permanent loss of an entire piece of Checked-in Baggage').has('@loss')).toBe(true);
    expect(ids('loss of rent while the home cannot be lived in').has('@loss')).toBe(false);
    expect(ids('loss of or damage to baggage').has('@loss')).toBe(false);
  });

  it('is read from something left behind on a bus or a train', () => {
    expect(read('I left my bag on the bus home.').yes.has('@loss')).toBe(true);
    expect(read('I left my bag on the table while I paid.').yes.has('@loss')).toBe(false);
  });

  it('is the whole bag when it never arrived, part of it when items were missing from it', () => {
    expect(read('My checked suitcase never arrived in London.').no.has('@partial')).toBe(true);
    expect(read('Two shirts were missing from the bag when it arrived.').yes.has('@partial')).toBe(true);
  });
});

describe('a journey between two countries', () => {
  it('is travel abroad', () => {
    expect(read('On my flight from Delhi to London the airline lost my bag.').yes.has('@travel_abroad')).toBe(
      true,
    );
    expect(read('On the train from Leeds to London someone took my bag.').yes.has('@travel_abroad')).toBe(
      false,
    );
  });
});

describe('a grant payable only for the whole, and not for part', () => {
  const wording =
    'Section 6: LOSS OF CHECKED-IN BAGGAGE We will pay the Sum Insured in the case of permanent loss of an entire piece of Checked-in Baggage held by a Common Carrier while You are a ticketed passenger during an Insured Journey. The Benefits under this Section will only be payable in case of the loss of an entire piece of Checked-in Baggage, and not for damage to the baggage or partial loss of its contents.';

  it('reads the restriction as a condition and the refusal after it as a refusal', () => {
    const roles = clauseParts(wording).map((p) => p.role);
    expect(roles).toEqual(['grant', 'condition', 'exclusion']);
  });

  it('refuses items missing from a bag that arrived', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'travel',
      description:
        'My checked suitcase arrived in London on my flight from Delhi, but someone had opened it: my jacket and two shirts were missing from the bag.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('does not refuse a whole bag that never arrived', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'travel',
      description:
        'My checked suitcase never arrived in London on my flight from Delhi. The airline confirmed the bag is permanently lost.',
    });
    expect(result.verdict).not.toBe('likely_not_covered');
  });
});

describe('an insurer that names itself', () => {
  const wording =
    'SECTION 11 LOSS OF BAGGAGE If, during the Period of Insurance, the Baggage of an Insured Person is damaged or lost, then the Company will reimburse the Insured Person the cost of replacement of the articles up to the Sum Insured. theft from a motor vehicle unless the property is securely locked in the boot and entry to such vehicle is gained by visible, violent and forcible means.';

  it('grants cover as "we" would', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'travel',
      description: 'The airline lost my suitcase on the flight to London and it never turned up.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('keeps a restriction of thefts in reach of things gone from a car without a word of how', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'travel',
      description:
        'Our bags were on the back seat of the rental car. When we came back the bags were gone; we may have left a door unlocked.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });
});
