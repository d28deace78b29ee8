import { describe, expect, it } from 'vitest';
import { assessOnParagraph } from '#tests/steps/assess-wording';

/** A made-up escape-of-water cover that refuses only the repair of what leaked. */
const WORDING =
  'Escape of water: we cover damage caused by water escaping from a fixed water or heating system. ' +
  'We do not cover the cost of repairing the heating system itself.';

describe('a refusal of one part of a loss', () => {
  it('asks, not refuses, when the claim is also for the damage the leak did', async () => {
    const result = await assessOnParagraph(WORDING, {
      description: 'A radiator valve leaked overnight and the water ruined the living-room carpet.',
    });
    expect(result.verdict).toBe('unclear');
    expect(result.reasons.join(' ')).toContain('Is the claim only for what this refuses');
  });

  it('refuses a claim only for the repair it names', async () => {
    const result = await assessOnParagraph(WORDING, {
      description: 'A radiator valve leaked; I want the cost of the plumber who fixed the valve.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });
});
