import { describe, expect, it } from 'vitest';
import { qualifyingParts } from '#functions/analysis/understand/clause-parts';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import { assessOnParagraph, expectAskedThenDecided } from '#tests/steps/assess-wording';

const falls = (text: string) => affirmed(termsOf(text, 'word')).has('@impact');

describe('a thing falling onto other property', () => {
  it.each([
    'The picture came off the wall in the lounge, fell onto the sideboard and cracked its glass top.',
    'A shelf gave way and fell on the television.',
    'The wardrobe door fell across the bed frame and split it.',
  ])('is a falling object: %s', (text) => {
    expect(falls(text)).toBe(true);
  });

  it.each([
    'I tripped on the stairs and fell onto my laptop.',
    'My son fell into the glass cabinet while playing.',
    'My phone fell onto the pavement and the screen smashed.',
    'The vase fell on the floor and broke.',
  ])('is not, when a person falls or the thing only hits the ground: %s', (text) => {
    expect(falls(text)).toBe(false);
  });
});

/** A made-up named peril in the shape of a homeowners form, with what the peril leaves out. */
const PERIL =
  'PERSONAL PROPERTY We cover direct physical loss to your belongings caused by any of the following perils. 4. Falling Objects. This peril does not include loss to property inside a building unless the roof or an outside wall of the building is first damaged by a falling object.';

describe("a refusal of the peril titled before it ('This peril does not include')", () => {
  it('asks whether it applies to a claim whose words deny the exception, and refuses on yes', async () => {
    await expectAskedThenDecided(
      (change) => assessOnParagraph(PERIL, change),
      {
        itemType: 'home',
        description:
          'A shelf in the spare room gave way and fell onto the desk, breaking the monitor. The roof and walls were not damaged.',
      },
      'This peril does not include loss to property inside a building',
      'yes',
      'likely_not_covered',
    );
  });

  it('asks when the claim does not say whether the building was damaged first', async () => {
    const result = await assessOnParagraph(PERIL, {
      itemType: 'home',
      description: 'A shelf in the spare room gave way and fell onto the desk, breaking the monitor.',
    });
    expect(result.verdict).toBe('unclear');
  });

  it('lets through a claim that shows the exception', async () => {
    const result = await assessOnParagraph(PERIL, {
      itemType: 'home',
      description: 'An oak branch crashed through the roof in a gale and landed on the sofa in the lounge.',
    });
    expect(result.verdict).toBe('likely_covered');
  });
});

describe('a list whose item marks were lost', () => {
  it('hangs an exception on the last item, which opens again with the lead-in word', () => {
    const text =
      'We will pay for accidental damage to: televisions and games consoles kept in the Home to tablets and e-readers or similar items designed to be carried, other than laptops';
    const parts = qualifyingParts(text);
    expect(parts.at(-1)?.text).toBe(
      'tablets and e-readers or similar items designed to be carried, other than laptops',
    );
  });

  it('leaves a "to" that opens a verb inside the item', () => {
    const text = 'We will pay for damage to: items designed to be carried, other than laptops';
    expect(qualifyingParts(text).at(-1)?.text).toBe('items designed to be carried, other than laptops');
  });
});
