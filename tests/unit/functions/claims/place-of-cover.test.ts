import { beforeAll, describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { claimPlace } from '#functions/analysis/understand/language/claim-place';
import { placeRestriction } from '#functions/analysis/understand/place-of-cover';
import type { ClaimFacts, PolicyDocument } from '#functions/analysis/understand/types';
import { writePdf } from '#scripts/pdf/write-pdf';
import { claimFacts } from '#tests/steps/claim-facts';

describe('a restriction of cover to the home, read from the clause', () => {
  it.each([
    'Household items are only covered inside the Home, with some exceptions.',
    'Your belongings are only insured at the premises.',
    'We will pay for accidental damage to computers and laptops all situated within the Home.',
    'Loss of or damage to your furniture whilst in the home.',
    'Cover for audio equipment while kept at your home.',
  ])('finds the place in "%s"', (text) => {
    expect(placeRestriction(text)?.quote).toMatch(/home|premises/i);
  });

  it.each([
    'We will pay for theft of your belongings anywhere in the world.',
    'Your home is covered for fire and storm.',
    'We will pay the cost of staying in a hotel while your home cannot be lived in.',
  ])('finds none in "%s"', (text) => {
    expect(placeRestriction(text)).toBeNull();
  });

  it('names the optional cover that extends it away from the home', () => {
    const found = placeRestriction(
      'Contents are only covered inside the home. We offer separate optional cover for items anywhere in the world under "Carry-Anywhere Cover".',
    );
    expect(found?.extension).toEqual({ name: 'Carry-Anywhere Cover', optional: true });
  });
});

describe('where a claim says it happened', () => {
  it.each([
    ['Home, Swindon, UK', 'It was taken.', 'home'],
    ['Leeds, UK', 'Burglars broke into our house while we slept.', 'home'],
    ['Leeds, UK', 'The vase fell off a shelf in our lounge.', 'home'],
    ['Café, Newtown NSW', 'It was taken.', 'away'],
    ['Leeds, UK', 'My phone was snatched at a bus stop in town.', 'away'],
    ['Leeds, UK', 'I left it on a train on my way to work.', 'away'],
    ['Leeds, UK', 'My watch was stolen.', null],
  ])('%s / "%s" is %s', (location, description, expected) => {
    expect(claimPlace(location, description)).toBe(expected);
  });
});

let documents: PolicyDocument[];

beforeAll(async () => {
  const pdf = writePdf([
    {
      lines: [
        '# Hearthstone Contents Summary',
        'Theft Yes Covered for theft or attempted theft by someone who does not live with you.',
        'Fire Yes Covered for loss or damage by fire.',
        'Belongings away from the house Optional Contents items are only covered inside the Home.',
        'We offer separate optional cover for items anywhere in the world under "Roaming Cover".',
      ],
    },
  ]);
  const { pages } = await readPdf(pdf, 'hearthstone.pdf');
  documents = [{ file: 'hearthstone.pdf', pages }];
});

const assess = (change: Partial<ClaimFacts>) => assessClaimByRules(documents, claimFacts(change));
const placeCheck = (change: Partial<ClaimFacts>) =>
  assess(change).checks.find((c) => c.id === 'place-of-cover');

describe('cover only at the home, decided', () => {
  it('refuses a laptop stolen at a restaurant when the claim says no option was bought', () => {
    const result = assess({
      location: 'Leeds, UK',
      description:
        'My laptop was stolen from my bag at a restaurant in Leeds. I did not buy any optional cover.',
    });
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.citations[0]?.quote).toContain('only covered inside the Home');
  });

  it('asks whether the extending cover is held when the claim does not say', () => {
    const result = assess({ description: 'My phone was stolen from my pocket on a busy train.' });
    expect(result.verdict).toBe('unclear');
    expect(result.questions.map((q) => q.question).join(' ')).toContain('Roaming Cover');
  });

  it('lets a theft at home through', () => {
    expect(
      placeCheck({ description: 'Burglars broke into our house and stole my laptop from the lounge.' })
        ?.outcome,
    ).toBe('pass');
  });

  it('asks where it happened when the claim does not say', () => {
    expect(placeCheck({ description: 'My laptop was stolen.' })?.outcome).toBe('unknown');
  });
});
