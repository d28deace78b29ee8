import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { assessOnParagraph } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

const read = (description: string) => readClaim(claimFacts({ description }));

describe('a refusal of "everything else"', () => {
  const wording =
    'This policy covers your things for damage caused by fire or smoke, theft or vandalism, or burst pipes. Everything else, such as "I lost it," "my phone died" or "my dog chewed it," is not covered.';

  it('does not reach a cause the grant names', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        'Someone broke into my flat while I was at work and stole my phone. I reported it to the police.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('still reaches a cause the grant does not name', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description: 'My phone stopped working one morning and will not switch on.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('a thing of private use', () => {
  it('is read from "my personal laptop" and "not for work", and not from "personal belongings"', () => {
    expect(read('Water ruined my personal laptop that I use for gaming.').no.has('@business')).toBe(true);
    expect(read('The camera is not used for work.').no.has('@business')).toBe(true);
    expect(read('My personal belongings were stolen.').no.has('@business')).toBe(false);
  });

  it('escapes a refusal of things used for business', async () => {
    const wording =
      "We cover stuff that you own and that was damaged by a fire, a burst pipe, theft or vandalism. Damage to stuff used for business, such as your work laptop, isn't covered.";
    const personal = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        'A pipe burst upstairs and water poured onto my desk, destroying my personal laptop that I use for games.',
    });
    const work = await assessOnParagraph(wording, {
      itemType: 'home',
      description: 'A pipe burst upstairs and water poured onto my desk, destroying my work laptop.',
    });
    expect(personal.verdict).toBe('likely_covered');
    expect(work.verdict).toBe('likely_not_covered');
  });
});
