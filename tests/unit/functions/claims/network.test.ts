import { describe, expect, it } from 'vitest';
import { claimNetwork, inNetworkOnly } from '#functions/analysis/decide/rules/network';
import { assessOnParagraph } from '#tests/steps/assess-wording';

describe('a benefits row paid in network only', () => {
  it('is read from a cost share followed by "Not covered"', () => {
    expect(inNetworkOnly("Children's eye exam $35 copay/visit Not covered Limited to one exam/year.")).toBe(
      true,
    );
    expect(inNetworkOnly('Emergency room care $350 copay/visit $350 copay/visit')).toBe(false);
    expect(inNetworkOnly('Cosmetic surgery Not covered')).toBe(false);
  });

  it('reads where the claim was treated', () => {
    expect(claimNetwork('We saw our in-network optometrist.')).toBe('in');
    expect(claimNetwork('The pharmacy isn’t part of the specialty pharmacy network.'.replace('’', "'"))).toBe(
      'out',
    );
    expect(claimNetwork('The ER turned out to be out of network.')).toBe('out');
    expect(claimNetwork('We saw an optometrist.')).toBeNull();
  });

  it('covers in network, refuses out of network, and asks when the claim does not say', async () => {
    const row =
      "If your child needs eye care Children's eye exam $35 copay/visit Not covered Coverage limited to one exam/year.";
    const assess = (description: string) => assessOnParagraph(row, { itemType: 'health', description });
    expect(
      (await assess('Our son had his first eye exam of the year with our in-network optometrist.')).verdict,
    ).toBe('likely_covered');
    expect(
      (await assess('Our son had his first eye exam of the year with an out-of-network optometrist.'))
        .verdict,
    ).toBe('likely_not_covered');
    expect((await assess('Our son had his first eye exam of the year.')).verdict).toBe('unclear');
  });
});

describe('a limit on how many a year in the covering clause', () => {
  it('is asked when the claim does not say which this is', async () => {
    const result = await assessOnParagraph(
      'Acupuncture - 10 visits/calendar year for disease, injury and chronic pain.',
      {
        itemType: 'health',
        description: 'I see an acupuncturist for chronic back pain; this claim is for a session in May.',
      },
    );
    expect(result.verdict).toBe('unclear');
    expect(result.checks.find((c) => c.id === 'count-limit')?.outcome).toBe('unknown');
  });
});
