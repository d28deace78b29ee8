import { describe, expect, it } from 'vitest';
import { dayCapsIn, daysUsed } from '#functions/analysis/decide/rules/days-in-total';
import { assessOnParagraph } from '#tests/steps/assess-wording';

/** Made-up wordings in the shapes of annual multi-trip definitions. */
const WINTER =
  'Trip means any journey of not more than 45 days, but limited to 21 days in total in each period of insurance for winter sports (where the winter sports premium has been paid).';
const CUMULATED =
  'Annual Multi Trip means several trips in the policy period, where the cover for all those trips cumulated is limited to 120 days in the policy period. We will pay medical expenses if you fall ill or are injured on a trip.';

describe('a cap on days summed over every trip', () => {
  it('is read with what it is for, and a per-trip figure is not one', () => {
    expect(dayCapsIn(WINTER)).toEqual([{ days: 21, scope: 'winter sports', text: '21 days' }]);
    expect(dayCapsIn(CUMULATED)).toEqual([{ days: 120, scope: null, text: '120 days' }]);
    expect(dayCapsIn('Any one trip is limited to 31 days.')).toEqual([]);
  });

  it('counts the trips before and the day of this one, leaving out figures about the policy', () => {
    expect(
      daysUsed(
        'My per-trip limit is 30 days on my schedule. This year I already spent two weeks in Spain and 9 days in Italy. On day 4 of my trip to Malta I fell.',
      ),
    ).toEqual({ total: 27, before: 23, known: true });
    expect(daysUsed('On my only trip this year, I fell on the second day.')).toEqual({
      total: 2,
      before: 0,
      known: true,
    });
    expect(daysUsed('I fell on the second day of my holiday.')?.known).toBe(false);
    expect(daysUsed('I fell while skiing in Austria.')).toBeNull();
  });

  it('refuses a ski injury once the days of winter sports in the period are used up', async () => {
    const result = await assessOnParagraph(WINTER, {
      itemType: 'travel',
      description:
        'I have the winter sports cover. This season I already skied ten days in France and a week in Norway. On my third trip, to Austria, I broke my wrist skiing on the fifth day.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('does not count the cap against a claim about something else', async () => {
    const result = await assessOnParagraph(WINTER, {
      itemType: 'travel',
      description:
        'This year I already spent ten days in France and a week in Norway. On day 9 of my trip to Austria my bag was stolen.',
    });
    expect(result.checks.some((c) => c.id === 'days-in-total')).toBe(false);
  });

  it('asks when the claim does not say which trips came before', async () => {
    const result = await assessOnParagraph(CUMULATED, {
      itemType: 'travel',
      description: 'On day 6 of my trip to Singapore I was admitted to hospital with dengue.',
    });
    expect(result.checks.find((c) => c.id === 'days-in-total')?.outcome).toBe('unknown');
  });

  it('passes when the trips before and this one stay within the cap', async () => {
    const result = await assessOnParagraph(CUMULATED, {
      itemType: 'travel',
      description:
        'My first trip this policy year was 8 days. On day 5 of a 12-day trip to Singapore I was admitted to hospital with dengue.',
    });
    expect(result.checks.find((c) => c.id === 'days-in-total')?.outcome).toBe('pass');
  });
});

describe('a condition of the covering clause shown in the claim’s own words', () => {
  const baggage =
    'We will pay the Sum Insured in the case of permanent loss of checked-in baggage held by an airline. The Benefits will only be payable in case of the loss of an entire piece of Checked-in Baggage.';

  it('is met by a bag the airline confirmed lost', async () => {
    const result = await assessOnParagraph(baggage, {
      itemType: 'travel',
      description:
        'My checked suitcase never arrived in Rome. The airline wrote to confirm it is permanently lost.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('is asked, not assumed, when the claim does not show it', async () => {
    const result = await assessOnParagraph(baggage, {
      itemType: 'travel',
      description: 'The airline lost track of my checked bag for a while on the way to Rome.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });

  it('is met by most of its words: "normally kept at your home", for things normally kept at the flat', async () => {
    const wording =
      'We cover your stuff anywhere in the world, as long as it is normally kept at your home. Stuff kept in a storage unit is not covered.';
    const met = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        'On holiday in Lisbon my camera, which I normally keep at my home, was stolen from the hotel room.',
    });
    const unsaid = await assessOnParagraph(wording, {
      itemType: 'home',
      description: 'On holiday in Lisbon my camera was stolen from the hotel room.',
    });
    expect(met.verdict).toBe('likely_covered');
    expect(unsaid.verdict).toBe('unclear');
  });
});

describe('a condition met by its words alone', () => {
  it('needs all but one of them, not the generic ones only', async () => {
    const wording =
      'We cover your jewellery anywhere, as long as it is kept in a locked safe deposit box when not worn. Jewellery left in a car is not covered.';
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description: 'I kept my gold necklace in a box in my drawer and a burglar stole it.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('days of trips before this one', () => {
  it('are not read from how long the policy or the customer has been with the insurer', () => {
    expect(
      daysUsed('I have had this annual policy for 3 years and a month. On day 4 of my trip to Spain I fell.'),
    ).toEqual({ total: 4, before: 0, known: false });
  });
});
