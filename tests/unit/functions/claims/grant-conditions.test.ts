import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { assessOnParagraph } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

const LOCKED =
  'We cover theft of your bicycle anywhere in the UK, as long as it is locked to an immovable object or kept in a locked building.';

describe('a grant with its condition', () => {
  it('refuses a claim whose own words deny every alternative of the condition', async () => {
    const result = await assessOnParagraph(LOCKED, {
      itemType: 'bicycle',
      description: 'I left my bike unlocked outside the shop for two minutes and it was stolen.',
    });
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.checks.find((c) => c.outcome === 'fail')?.detail).toMatch(/not met/);
  });

  it('asks when the claim does not show the condition met, and refuses nothing', async () => {
    const result = await assessOnParagraph(LOCKED, {
      itemType: 'bicycle',
      description: 'My bike was stolen from outside the station while I was at work.',
    });
    expect(result.verdict).toBe('unclear');
  });

  it('reads "left it unlocked" as not locked', () => {
    const reading = readClaim(claimFacts({ description: 'I left the shed unlocked overnight.' }));
    expect(reading.no.has('@locked')).toBe(true);
  });
});

describe('a pet policy', () => {
  it('does not take the pet it insures for a circumstance that brings every refusal in reach', async () => {
    const result = await assessOnParagraph(
      'Pet cover: we pay vet fees for illness and injury. We will not pay for any illness that showed signs before your pet’s cover started.',
      {
        itemType: 'pet',
        description: 'My dog jumped off the sofa and the vet found a torn ligament in his back leg.',
      },
    );
    expect(result.verdict).not.toBe('likely_not_covered');
  });
});
