import { describe, expect, it } from 'vitest';
import { clauseParts } from '#functions/analysis/understand/clause-parts';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import { assessOnParagraph } from '#tests/steps/assess-wording';

/** A made-up wording in the shape of a named peril with what it leaves out. */
const HAIL =
  'HAIL We cover your household goods against hail. This cover does not include loss to goods inside a building caused by rain or snow unless the direct force of hail damages the building, making a hole in a roof or wall through which the rain or snow enters.';

describe('a peril with what it leaves out', () => {
  it('reads "is not included" as a refusal', () => {
    const parts = clauseParts('Damage to the falling object itself is not included.');
    expect(parts[0]?.role).toBe('exclusion');
  });

  it('reads a peril set in title case by its meaning', () => {
    expect(affirmed(termsOf('7. Falling Objects.', 'word')).has('@impact')).toBe(true);
  });

  it('does not let an exception that says what must have happened pass a refusal because it names the event', async () => {
    const result = await assessOnParagraph(HAIL, {
      itemType: 'home',
      description:
        'We left the windows open during a hail storm and rain soaked the sofa and the rug. The house itself was not damaged.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });
});
