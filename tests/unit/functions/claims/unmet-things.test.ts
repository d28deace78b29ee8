import { describe, expect, it } from 'vitest';
import { clausesOf } from '#functions/analysis/understand/clauses';
import { affirmed, negated, termsOf } from '#functions/analysis/understand/language/concepts';
import { assessOnParagraph } from '#tests/steps/assess-wording';

/** A made-up home emergency section: the help it sends, then a thing refused for what was not done to it. */
const WORDING =
  'Home Emergency - Central Heating. If your central heating boiler suddenly stops working and you are left with no ' +
  'heating or hot water, a contractor will attend your home and carry out a temporary repair. c) Any boiler which ' +
  'has not been serviced within the 12 months before the breakdown.';

describe('a service lost, a help sent, and a thing refused for what was not done', () => {
  it('reads "no heating or hot water" as the service lost, and "no water damage" as denied', () => {
    expect(affirmed(termsOf('We have no heating or hot water.')).has('@heating')).toBe(true);
    expect(negated(termsOf('There was no water damage.')).has('@water')).toBe(true);
  });

  it('reads a contractor sent as the cover, and a lettered item run into the prose as a refusal', () => {
    const read = clausesOf({ file: 'p.pdf', pages: [WORDING] });
    expect(read.find((c) => /contractor will attend/.test(c.text))?.role).toBe('cover');
    expect(read.find((c) => /^c\) Any boiler/.test(c.text))?.role).toBe('exclusion');
  });

  it('refuses a boiler the claim says was never serviced', async () => {
    const result = await assessOnParagraph(WORDING, {
      description:
        'Our boiler stopped working last night and we have no heating. It has not had a service since we bought the house four years ago.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('covers a boiler serviced every year', async () => {
    const result = await assessOnParagraph(WORDING, {
      description:
        'Our boiler stopped working last night and we have no heating. It has its annual service every October.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('asks when the claim does not say whether it was serviced', async () => {
    const result = await assessOnParagraph(WORDING, {
      description: 'Our boiler stopped working last night and we have no heating or hot water.',
    });
    expect(result.verdict).toBe('unclear');
  });
});
