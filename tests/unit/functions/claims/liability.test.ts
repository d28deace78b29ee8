import { describe, expect, it } from 'vitest';
import { assessOnParagraph } from '#tests/steps/assess-wording';

/** A made-up personal liability cover in the shape of a homeowners form. */
const LIABILITY =
  'Personal Liability. If a claim is made against you for damages because of bodily injury to another person caused by an accident at your home, we will pay up to $300,000.';

describe('liability cover, for claims others make against the policyholder', () => {
  it.each([
    'A neighbour tripped on our broken garden step, broke her wrist and is suing us for her costs.',
    'A courier slipped on our icy drive and broke his wrist; his solicitor is holding us liable.',
    'A guest fell down our stairs and injured her back, and now wants us to pay her physiotherapy bills.',
  ])('covers a claim made against them: %s', async (description) => {
    const result = await assessOnParagraph(LIABILITY, { description });
    expect(result.checks.find((c) => c.id === 'liability-claim')?.outcome).toBe('pass');
    expect(result.verdict).toBe('likely_covered');
  });

  it("asks, rather than covers, a household member's own injury with no claim against them", async () => {
    const result = await assessOnParagraph(LIABILITY, {
      description:
        'Our son fell down the stairs at home and broke his arm; we want the liability cover to pay his hospital bill.',
    });
    expect(result.verdict).toBe('unclear');
    expect(result.questions[0]?.question).toBe('Has someone else made a claim against you for this?');
  });
});
