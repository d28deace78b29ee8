import { describe, expect, it } from 'vitest';
import { affirmed, negated, termsOf } from '#functions/analysis/understand/language/concepts';
import { assessOnParagraph } from '#tests/steps/assess-wording';

describe('glass broken clean through', () => {
  it.each([
    'a fracture through the entire thickness of the glass',
    'The mirror cracked right through.',
    'a crack now runs all the way through the table top',
  ])('is read in "%s"', (text) => {
    expect(affirmed(termsOf(text, 'word')).has('@fractured_through')).toBe(true);
  });

  it('is denied by a claim that says the glass is only chipped', () => {
    const terms = termsOf('The glass is chipped and scratched but it is not cracked through.');
    expect(negated(terms).has('@fractured_through')).toBe(true);
  });

  it('is no injury, though a broken wrist is', () => {
    expect(
      affirmed(termsOf('a fracture through the entire thickness of the pane', 'word')).has('@injury'),
    ).toBe(false);
    expect(affirmed(termsOf('She fractured her wrist.')).has('@injury')).toBe(true);
  });

  const wording =
    'Accidental breakage. We cover accidental breakage, meaning a fracture through the entire thickness, of fixed glass in your furniture, mirrors and windows.';

  it('covers a glass table top cracked from edge to edge', async () => {
    const result = await assessOnParagraph(wording, {
      description:
        'A heavy vase fell on our glass coffee table and a crack runs right through the top from one side to the other.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('does not cover a chip that did not go through', async () => {
    const result = await assessOnParagraph(wording, {
      description:
        'A heavy vase fell on our glass coffee table and left a chip; the glass is not cracked through.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('through, after other words', () => {
  it.each([
    'The thief broke the lock and got in through the window.',
    'She broke down the door and came through.',
  ])('is no glass broken through in "%s"', (text) => {
    expect(affirmed(termsOf(text)).has('@fractured_through')).toBe(false);
  });
});
