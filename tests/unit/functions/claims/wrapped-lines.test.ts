import { describe, expect, it } from 'vitest';
import { clausesOf } from '#functions/analysis/understand/clauses';
import { assessOnLines } from '#tests/steps/assess-wording';

const clauses = (lines: readonly string[]) => clausesOf({ file: 'p.pdf', pages: [lines.join('\n')] });

describe('a sentence wrapped before its figure', () => {
  it('keeps "within / 7 days of discovery" as one refusal, not a numbered item', () => {
    const read = clauses([
      'What is not covered',
      'loss or damage not reported to the Police within',
      '7 days of discovery.',
      'loss or damage caused by pets.',
    ]);
    expect(read.map((c) => c.text)).toContain(
      'loss or damage not reported to the Police within 7 days of discovery.',
    );
  });

  it('still starts a numbered item after a finished sentence', () => {
    const read = clauses([
      'Your cover includes:',
      '7 days of hotel costs when your home cannot be lived in.',
    ]);
    expect(read.some((c) => c.text.startsWith('7 days of hotel costs'))).toBe(true);
  });
});

describe('a listed cap on what is paid', () => {
  it('is a limit, not a refusal of a claim it does not fit', async () => {
    const result = await assessOnLines(
      [
        'Section 3 - Personal belongings',
        'We will pay for theft of or damage to your personal belongings anywhere in the world.',
        'We will not pay:',
        'd) more than 2,000 pounds for theft of jewellery from a hotel room while you are out of it.',
      ],
      {
        itemType: 'home',
        description:
          'Burglars forced the back door of our house and stole my jewellery and the TV. I reported it to the police the same day.',
      },
    );
    expect(result.checks.some((c) => c.outcome === 'fail' && /hotel room/.test(c.detail))).toBe(false);
  });
});
