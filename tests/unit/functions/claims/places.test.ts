import { describe, expect, it } from 'vitest';
import { clauseParts } from '#functions/analysis/understand/clause-parts';
import { countriesIn } from '#functions/analysis/understand/language/places';
import { askedAndAnswered, assessOnParagraph } from '#tests/steps/assess-wording';

describe('where a claim happened', () => {
  it('places every country by its name, and regions inside countries', () => {
    expect(countriesIn('We were trekking near Pokhara in Nepal.')).toEqual(['NP']);
    expect(countriesIn('We were in Himachal Pradesh for a week.')).toEqual(['IN']);
    expect(countriesIn('a fall in the Western Cape')).toEqual(['ZA']);
    expect(countriesIn('on holiday in Côte d’Ivoire')).toEqual(['CI']);
    expect(countriesIn('in South Korea')).toEqual(['KR']);
  });

  it('does not place everyday words, names, or town names that stand in several countries', () => {
    expect(countriesIn('My guinea pig chewed the cable.')).toEqual([]);
    expect(countriesIn('We had chile con carne at home.')).toEqual([]);
    expect(countriesIn('My friend Jordan dropped it.')).toEqual([]);
    expect(countriesIn('Our flat in Santa Fe was flooded.')).toEqual([]);
    expect(countriesIn('We rented a house on Long Island.')).toEqual([]);
  });
});

describe('a listed refusal under a condition lead-in', () => {
  const wording =
    'Air Ambulance Cover We will cover the expenses incurred on air ambulance services used during the Policy Period to transfer the Insured Person to a Hospital for Emergency Care, provided that: c. Any transportation or air ambulance expenses incurred outside the geographical scope of India.';

  it('reads a thing, not a statement, as what is refused', () => {
    const parts = clauseParts(wording);
    expect(parts.at(-1)?.role).toBe('exclusion');
    expect(
      clauseParts('We will pay, provided that: a. any claim is notified within 30 days.').at(-1)?.role,
    ).toBe('condition');
  });

  it('asks whether the refusal outside the country it names applies abroad, refusing on yes; inside, refuses nothing', async () => {
    const abroad = await askedAndAnswered(
      (change) => assessOnParagraph(wording, change),
      {
        itemType: 'health',
        description:
          'My father had a heart attack trekking near Pokhara in Nepal and was flown by air ambulance to a hospital.',
      },
      'outside the geographical scope of India',
      'yes',
    );
    expect(abroad.first.verdict).toBe('unclear');
    expect(abroad.asked?.question).toContain('outside the geographical scope of India');
    expect(abroad.answered?.verdict).toBe('likely_not_covered');
    const home = await assessOnParagraph(wording, {
      itemType: 'health',
      description:
        'My father had a heart attack in Himachal Pradesh and was flown by air ambulance to a hospital in Delhi for emergency care.',
    });
    expect(home.verdict).not.toBe('likely_not_covered');
  });
});

describe('a refusal with a measured exception', () => {
  const wording =
    "Fire and Explosion You're not covered for loss or damage caused by smoke or heat when your home did not catch fire unless it is caused by a fire within 100 metres of the insured address.";

  it('refuses what the claim shows when the fire was further away than the figure', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        'A bushfire burned about 6 km from our place. Our house never caught fire but smoke came in and stained the walls.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('lifts the refusal when the fire was within the figure', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        "The house next door, about 15 metres from ours, burnt down. Our house didn't catch fire but the heat melted our gutters and smoke blackened the walls.",
    });
    expect(result.verdict).not.toBe('likely_not_covered');
    expect(result.checks.find((c) => c.id === 'exclusion')?.outcome).toBe('pass');
  });
});
