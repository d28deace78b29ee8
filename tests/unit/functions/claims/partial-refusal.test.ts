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

describe('a refusal of the damage a failure causes', () => {
  const boiler =
    'Boiler breakdown: we will send an engineer to repair your boiler if it breaks down. We will not pay for damage caused by faulty heating systems.';

  it('asks, not refuses, a breakdown that damaged nothing else', async () => {
    const result = await assessOnParagraph(boiler, { description: 'Our boiler broke down this morning.' });
    expect(result.verdict).toBe('unclear');
  });

  it('refuses the damage the faulty boiler did', async () => {
    const result = await assessOnParagraph(boiler, {
      description: 'Our boiler broke down and leaked, and the water ruined the kitchen carpet.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });
});

describe('a refusal of breakdown itself', () => {
  it('refuses a machine that broke down and damaged nothing else', async () => {
    const result = await assessOnParagraph(
      'Accidental damage to contents: we cover accidental damage to your contents. We will not pay for loss or damage arising from mechanical or electrical breakdown.',
      {
        description:
          'Our washing machine stopped working; the engineer says the motor has failed. Nothing else was damaged.',
      },
    );
    expect(result.verdict).not.toBe('likely_covered');
    expect(result.reasons.join(' ')).not.toContain('Is the claim for damage the failure caused');
  });
});
