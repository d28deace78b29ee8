import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { grantText } from '#functions/analysis/understand/clause-parts';
import { assessOnParagraph } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

const read = (description: string) => readClaim(claimFacts({ description }));

describe('a negation in a claim', () => {
  it('ends where a new clause begins', () => {
    const reading = read("I hadn't locked it and when I came out it was gone.");
    expect(reading.no.has('@locked')).toBe(true);
    expect(reading.yes.has('@loss')).toBe(true);
  });

  it('reaches what its own clause denies', () => {
    expect(read('We did not lock the door and the window was open.').no.has('@locked')).toBe(true);
  });
});

describe('a thing left unsecured and then gone', () => {
  it('was taken', () => {
    expect(read("I hadn't locked it and when I came out it was gone.").yes.has('@theft')).toBe(true);
    expect(read('I lost my ring somewhere on the beach.').yes.has('@theft')).toBe(false);
  });
});

describe('a benefit named with its limit and a restriction after it', () => {
  const cycles =
    'Unspecified Pedal Cycles Accidental loss or damage to or Theft of Pedal Cycles owned by You or Your Family up to the Maximum Claim Limit(s) as shown in Your Schedule. Theft while away from the Home unless in a building or securely locked to an immovable object.';

  it('grants what it names, without the restriction', () => {
    expect(grantText(cycles)).not.toContain('away from the Home');
  });

  it('refuses a theft away from home when the claim shows the exception was not met', async () => {
    const result = await assessOnParagraph(cycles, {
      itemType: 'home',
      description:
        "I leaned my bike against the wall outside the bakery while I ran in. I hadn't locked it and when I came out it was gone.",
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('covers it when the claim shows it was locked to something fixed', async () => {
    const result = await assessOnParagraph(cycles, {
      itemType: 'home',
      description:
        'My bike was D-locked to the steel cycle hoops at the railway station. When I came back the lock had been cut and the bike taken.',
    });
    expect(result.verdict).toBe('likely_covered');
  });
});

describe('a refusal while the home is let, lifted by forced entry', () => {
  const wording =
    'Section 1 - Buildings We will pay for theft or attempted theft. We will not pay for theft or attempted theft while the Home is lent, let or sublet unless there is physical evidence of violent and forcible entry.';

  it('refuses a theft from a let home with nothing forced', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        "While our house was let to tenants, someone took the range cooker. There's no damage to any doors or windows.",
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('does not refuse it when the door was forced', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        'While our house was let to tenants, burglars smashed the back door frame and took the range cooker. Police photographed the forced door.',
    });
    expect(result.verdict).not.toBe('likely_not_covered');
  });
});
