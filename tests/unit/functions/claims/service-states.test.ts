import { describe, expect, it } from 'vitest';
import { termsOf } from '#functions/analysis/understand/language/concepts';
import { assessOnParagraph } from '#tests/steps/assess-wording';

/** The states a text names, "+" said and "-" denied, e.g. ["+@heat_kept", "-@water_off"]. */
const states = (text: string, negation: 'phrase' | 'word' = 'phrase') =>
  termsOf(text, negation)
    .filter((t) => t.id === '@heat_kept' || t.id === '@water_off')
    .map((t) => `${t.negated ? '-' : '+'}${t.id}`);

describe('the state a home’s heating and water were left in', () => {
  it.each([
    ['Maintain heat in the building.', ['+@heat_kept']],
    ['You must keep the central heating on at 12°C.', ['+@heat_kept']],
    ['Turn off the water at the mains and drain the system.', ['+@water_off', '+@water_off']],
    ['Shut off the water supply.', ['+@water_off']],
  ] as const)('reads a policy’s "%s"', (text, expected) => {
    expect(states(text, 'word')).toEqual(expected);
  });

  it.each([
    ['We kept the boiler running at 15 degrees all winter.', ['+@heat_kept']],
    ['We left the heating on low while we were away.', ['+@heat_kept']],
    ['We switched the furnace off to save money.', ['-@heat_kept']],
    ['The heating was off for the month.', ['-@heat_kept']],
    ['We left the water on.', ['-@water_off']],
    ['We did not turn off the water before we left.', ['-@water_off']],
    ['We turned the water off at the stopcock and drained the pipes.', ['+@water_off', '+@water_off']],
  ] as const)('reads a claim’s "%s"', (text, expected) => {
    expect(states(text)).toEqual(expected);
  });

  it('says nothing of a state where the words do not', () => {
    expect(states('The boiler broke down and the pipes froze.')).toEqual([]);
    expect(states('Water was running down the kitchen wall.')).toEqual([]);
  });
});

describe('a freezing exclusion lifted by reasonable care', () => {
  const wording =
    'We do not cover loss caused by freezing of a plumbing, heating or air conditioning system, or leakage ' +
    'from it caused by freezing. This exclusion does not apply if you took reasonable care to: (a) keep the ' +
    'home heated; or (b) turn off the water supply and drain the system.';
  const cover = `Buildings: we insure your home against sudden physical loss or damage. ${wording}`;

  it('covers pipes that froze while the heating was kept on', async () => {
    const result = await assessOnParagraph(cover, {
      description:
        'We kept the heating running at 14 degrees, but in a deep frost a pipe in the loft froze and burst.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('covers pipes that froze after the water was turned off and drained', async () => {
    const result = await assessOnParagraph(cover, {
      description:
        'Before going abroad we turned the water off at the mains and drained the tanks; a pipe still froze and split.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('refuses pipes that froze with the heating switched off and the water left on', async () => {
    const result = await assessOnParagraph(cover, {
      description:
        'We switched the heating off for the winter and left the water on. The pipes froze and burst.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('asks when the claim does not say how the home was left', async () => {
    const result = await assessOnParagraph(cover, {
      description: 'We shut the cottage up for the winter and in February the pipes froze and burst.',
    });
    expect(result.verdict).toBe('unclear');
    expect(result.reasons.join(' ')).toContain('keep the home heated');
  });
});
