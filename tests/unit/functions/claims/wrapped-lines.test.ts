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

describe('a listed refusal of what the loss is to', () => {
  // A wording long enough that only the words telling in it tie a refusal to a claim.
  const lines = [
    'Section 1 - Buildings',
    'We will pay for loss of or damage to the buildings caused by fire, lightning or explosion.',
    'We will pay for loss of or damage to the buildings caused by storm or flood.',
    'We will pay for loss of or damage to the buildings caused by escape of water from any fixed tank or pipe.',
    'We will not pay for loss or damage caused by subsidence of a patio or drive.',
    'Section 2 - Contents',
    'We will pay for loss of or damage to the contents caused by theft following forced entry to the home.',
    'We will pay for loss of or damage to the contents caused by fire, storm or flood.',
    'We will not pay for loss or damage to contents in a garden shed unless it is locked.',
    'We will not pay for loss or damage caused by pets chewing, scratching or fouling.',
    'Section 3 - Personal belongings',
    'We will pay for loss of or damage to your personal belongings anywhere in the world.',
    'We will not pay for loss or damage:',
    'a) caused by wear and tear.',
    'b) to jewellery within baggage, unless the baggage is carried by hand under your personal supervision.',
    'c) to bicycles while left in a public place.',
    'General conditions',
    'You must tell us about any claim as soon as possible.',
    'You must take reasonable care to prevent loss or damage.',
  ];

  it('reaches a claim about both things it names, and its exception is tested', async () => {
    const result = await assessOnLines(lines, {
      itemType: 'home',
      description:
        'I packed my engagement ring in my checked suitcase for our flight and the airline lost the case. It never turned up.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('does not reach a claim about only one of them', async () => {
    const result = await assessOnLines(lines, {
      itemType: 'home',
      description:
        'My ring was stolen from my hand by a mugger in the street. I reported it to the police that day.',
    });
    expect(result.checks.some((c) => c.outcome === 'fail' && /jewellery within baggage/.test(c.detail))).toBe(
      false,
    );
  });
});

describe('a time to tell the police', () => {
  const wording = (rule: string) => [
    'Section 2 - Contents',
    'We will pay for theft of your contents from the home.',
    'Claims conditions',
    rule,
  ];
  const claim = {
    itemType: 'home' as const,
    description:
      'Burglars forced the back door and took the TV. I reported it to the police three days later.',
  };

  it('refuses a report later than a deadline the policy sets', async () => {
    const result = await assessOnLines(
      wording('You must report any theft to the police within 24 hours of discovery.'),
      claim,
    );
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('does not refuse a report later than a time the policy only recommends', async () => {
    const result = await assessOnLines(
      wording(
        'If you are the victim of theft, inform the police urgently, ideally within 24 hours of discovery.',
      ),
      claim,
    );
    expect(result.verdict).not.toBe('likely_not_covered');
    expect(result.checks.find((c) => c.id === 'police-told')?.outcome).toBe('pass');
  });

  it('does not hold a claim about other things to a deadline for money', async () => {
    const result = await assessOnLines(
      wording('We will not pay for loss of money not reported to the police within 24 hours of discovery.'),
      claim,
    );
    expect(result.checks.some((c) => c.id === 'police-report')).toBe(false);
  });
});
