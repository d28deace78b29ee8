import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { columnText } from '#functions/analysis/read/columns';
import { layoutOf, type TextPiece } from '#functions/analysis/read/layout';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { clausesOf } from '#functions/analysis/understand/clauses';
import { twoColumnWordingPdf } from '#tests/fixtures/two-column-wording';
import { claimFacts } from '#tests/steps/claim-facts';

const piece = (x: number, y: number, text: string): TextPiece => ({
  x,
  y,
  width: text.length * 4.5,
  height: 9,
  text,
});

const rows = (x: number, top: number, lines: readonly string[]) =>
  lines.map((text, i) => piece(x, top + i * 13, text));

const LEFT = [
  'Your belongings at home are insured',
  'against fire, flood, storm and theft,',
  'up to the sum shown in your schedule.',
  'We also pay to replace your locks',
  'when your keys are stolen from you.',
  'Food in your freezer is covered when',
  'the power fails for over twelve hours.',
  'Guests’ belongings are covered too.',
];
const RIGHT = [
  'Wear and tear or gradual damage of',
  'any kind, and damage by pests.',
  'Theft when the home is left empty',
  'for more than sixty days in a row.',
  'Money kept anywhere but the home.',
  'Anything used for a business you run',
  'from the home, or let to others.',
  'The first £100 of every claim.',
];

describe('a page in two columns of prose', () => {
  it('is read column by column, each column under its own heading', () => {
    const pieces = [
      piece(40, 100, 'What is covered'),
      ...rows(40, 120, LEFT),
      ...rows(310, 120, RIGHT),
      piece(310, 100, 'What is not covered'),
    ];
    const text = columnText(layoutOf(pieces, 595, 842)) ?? '';
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['What is covered', LEFT[0]]);
    expect(lines.indexOf('What is not covered')).toBe(LEFT.length + 1);
    expect(lines.slice(-RIGHT.length)).toEqual(RIGHT);
  });

  it('ends a band of columns at a line that runs across both', () => {
    const pieces = [
      ...rows(40, 100, LEFT.slice(0, 4)),
      ...rows(310, 100, RIGHT.slice(0, 4)),
      piece(40, 160, 'Section 3 - Liability to other people: what this section of the policy covers'),
      ...rows(40, 180, LEFT.slice(4)),
      ...rows(310, 180, RIGHT.slice(4)),
    ];
    const lines = (columnText(layoutOf(pieces, 595, 842)) ?? '').split('\n');
    expect(lines).toEqual([
      ...LEFT.slice(0, 4),
      ...RIGHT.slice(0, 4),
      'Section 3 - Liability to other people: what this section of the policy covers',
      ...LEFT.slice(4),
      ...RIGHT.slice(4),
    ]);
  });

  it('keeps a list mark on the line of its item', () => {
    const pieces = [
      ...rows(40, 100, LEFT),
      piece(310, 100, 'a)'),
      piece(330, 100, 'while the home is left empty'),
      ...rows(330, 113, RIGHT.slice(1)),
    ];
    const lines = (columnText(layoutOf(pieces, 595, 842)) ?? '').split('\n');
    expect(lines).toContain('a) while the home is left empty');
  });

  it('leaves a table of benefits and their figures, and a single column, as they are', () => {
    const labels = [
      'Medical expenses',
      'Cancellation',
      'Baggage',
      'Delay',
      'Money',
      'Passport',
      'Liability',
      'Legal',
    ];
    const table = labels.flatMap((label, i) => [
      piece(40, 100 + i * 13, label),
      piece(300, 100 + i * 13, `£${(i + 1) * 500}`),
    ]);
    expect(columnText(layoutOf(table, 595, 842))).toBeNull();
    const single = [...LEFT, ...RIGHT].map((text, i) =>
      piece(40, 100 + i * 13, `${text} ${text}`.slice(0, 90)),
    );
    expect(columnText(layoutOf(single, 595, 842))).toBeNull();
  });
});

describe('a wording set in two columns', () => {
  async function wording() {
    const { pages } = await readPdf(twoColumnWordingPdf(), 'wording.pdf');
    return { file: 'wording.pdf', pages };
  }

  it('reads what each column heading says of the column under it, though every page repeats it', async () => {
    const clauses = clausesOf(await wording());
    const role = (pattern: RegExp) => clauses.find((c) => pattern.test(c.text))?.role;
    expect(role(/^d\) to mobile phones/)).toBe('exclusion');
    expect(role(/^a\) caused by frost/)).toBe('exclusion');
    expect(role(/^- desktop computers, laptops/)).toBe('cover');
    // A part's title before the grant that leads into its list covers nothing by itself.
    expect(role(/^D\) Damage to home electronics$/)).toBe('other');
  });

  it('covers a laptop knocked off a table at home, and does not cover a phone by a list of other electronics', async () => {
    const documents = [await wording()];
    const laptop = assessClaimByRules(
      documents,
      claimFacts({
        itemType: 'home',
        location: 'London, UK',
        description: 'I knocked my laptop off the table at home and its screen cracked.',
      }),
    );
    expect(laptop.verdict).toBe('likely_covered');
    const phone = assessClaimByRules(
      documents,
      claimFacts({
        itemType: 'home',
        location: 'London, UK',
        description: 'I knocked my phone off the table at home and its screen cracked.',
      }),
    );
    expect(phone.verdict).not.toBe('likely_covered');
  });
});
