import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { measuresIn, thresholdsIn } from '#functions/analysis/understand/language/measures';
import type { ClaimFacts } from '#functions/analysis/understand/types';
import { writePdf } from '#scripts/pdf/write-pdf';
import { assessOnParagraph } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

describe('figures with their units and comparisons', () => {
  it.each([
    ['Gale: winds exceeding 60 mph', 'speed', 60, 'least'],
    ['Tempest means gusts of 50 knots or more', 'speed', 57.5, 'least'],
    ['rain falling at a rate of at least 20mm per hour', 'rate', 20, 'least'],
    ['a hold-up of more than 8 hours', 'time', 8, 'least'],
    ['unless the blaze was within 200 metres of the house', 'distance', 200, 'most'],
    ['within 1.5 km of your home', 'distance', 1500, 'most'],
  ])('reads "%s"', (text, dimension, value, bound) => {
    const [t] = thresholdsIn(text);
    expect(t?.dimension).toBe(dimension);
    expect(t?.value).toBeCloseTo(value as number, 0);
    expect(t?.bound).toBe(bound);
  });

  it('reads what a claim measures, in the same units', () => {
    expect(
      measuresIn('gusts of 40 km/h and the fire was 3 km away').map((m) => [
        m.dimension,
        Math.round(m.value),
      ]),
    ).toEqual([
      ['speed', 25],
      ['distance', 3000],
    ]);
  });

  it('takes a bare figure for no threshold', () => {
    expect(thresholdsIn('The wind was 60 mph.')).toEqual([]);
  });
});

async function assessOn(lines: string[], change: Partial<ClaimFacts>) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'figures.pdf');
  return assessClaimByRules([{ file: 'figures.pdf', pages }], claimFacts(change));
}

describe('a figure the claim measures decides', () => {
  const gale = [
    '# Weather',
    'We cover damage to your home caused by a gale.',
    'Gale means winds of 50 mph or more.',
  ];

  it('refuses damage in winds below the defined gale', async () => {
    const result = await assessOn(gale, { description: 'Winds of about 30 mph blew tiles off our roof.' });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('lets damage in winds above it through', async () => {
    const result = await assessOn(gale, { description: 'Gusts of 70 mph blew tiles off our roof.' });
    expect(result.checks.find((c) => c.id === 'threshold')?.outcome).toBe('pass');
  });

  it('leaves it open when the figures are only examples', async () => {
    const result = await assessOn(
      [
        '# Weather',
        'We cover damage to your home caused by a gale.',
        'Gale: a spell of rough weather which may include winds of 50 mph or more.',
      ],
      { description: 'Winds of about 30 mph blew tiles off our roof.' },
    );
    expect(result.verdict).toBe('unclear');
  });

  it('refuses when an exception needs a distance the claim does not meet', async () => {
    const result = await assessOn(
      [
        '# Fire',
        'We will not pay for smoke damage when your home did not catch fire unless caused by',
        'a fire within 200 metres of your home.',
      ],
      {
        description:
          'A bushfire 5 km away sent smoke into our home and stained the walls. Our home did not catch fire.',
      },
    );
    expect(result.verdict).toBe('likely_not_covered');
  });
});

describe('the figure of a defined word', () => {
  async function assessOn(text: string, description: string) {
    const { pages } = await readPdf(writePdf([{ lines: text.split('\n') }]), 'defined.pdf');
    return assessClaimByRules(
      [{ file: 'defined.pdf', pages }],
      claimFacts({ itemType: 'home', description }),
    );
  }

  it('is what the cover requires when the policy grants with the word', async () => {
    const result = await assessOn(
      'We cover storm damage to your home.\nWe do not cover storm damage to fences.\nStorm means winds with gusts exceeding 55 mph.',
      'Gusts reached about 30 mph on a breezy afternoon and some roof tiles came off.',
    );
    expect(result.verdict).not.toBe('likely_covered');
  });

  it('is when the refusal reaches when the policy uses the word only to refuse', async () => {
    const result = await assessOn(
      'We cover your contents against theft.\nWe do not cover theft while the home is unoccupied.\nUnoccupied means not lived in for more than 60 days in a row.',
      'We were away on holiday for two weeks and came back to find the back door forced and the TV gone. I told the police that day.',
    );
    expect(result.checks.some((c) => c.id === 'threshold' && c.outcome === 'fail')).toBe(false);
  });
});

describe('how old a thing is', () => {
  const wording =
    'Accidental damage: we cover accidental damage to your electrical items, but only items less than 6 years old.';

  it.each([
    ['I knocked my 8-year-old laptop off the desk and the screen broke.', 'likely_not_covered'],
    ['I knocked my laptop off the desk and the screen broke. It is 2 years old.', 'likely_covered'],
  ])('is measured against the age the cover allows: %s', async (description, verdict) => {
    const result = await assessOnParagraph(wording, { description });
    expect(result.verdict).toBe(verdict);
  });

  it('reads ages written either way', () => {
    expect(measuresIn('my 7-year-old television').map((m) => [m.dimension, m.value])).toEqual([['age', 7]]);
    expect(measuresIn('the sofa is 12 years old').map((m) => [m.dimension, m.value])).toEqual([['age', 12]]);
  });
});

describe('a refusal with a figure', () => {
  const wording =
    'Home emergency: we will send an engineer to repair a complete breakdown of your boiler. We do not cover boilers more than 12 years old.';

  it('refuses what meets the figure', async () => {
    const result = await assessOnParagraph(wording, {
      description: 'Our 18-year-old boiler broke down completely and we have no heating.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('asks, rather than refuses, when the claim gives no figure', async () => {
    const result = await assessOnParagraph(wording, {
      description: 'Our boiler broke down completely and we have no heating.',
    });
    expect(result.verdict).toBe('unclear');
    expect(result.questions.some((q) => q.question.startsWith('Was it more than 12 years old'))).toBe(true);
  });

  it('lets through what falls short of it', async () => {
    const result = await assessOnParagraph(wording, {
      description: 'Our boiler broke down completely and we have no heating. It is 5 years old.',
    });
    expect(result.verdict).not.toBe('likely_not_covered');
  });
});
