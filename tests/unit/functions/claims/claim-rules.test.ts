import { beforeAll, describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { groundClaim } from '#functions/analysis/decide/grounding';
import { readPdf } from '#functions/analysis/read/pdf-text';
import type { ClaimFacts, PolicyDocument } from '#functions/analysis/understand/types';
import { wanderWording } from '#tests/fixtures/claim-wordings';
import { claimFacts } from '#tests/steps/claim-facts';

let documents: PolicyDocument[];

beforeAll(async () => {
  const { pages } = await readPdf(wanderWording(), 'wording.pdf');
  documents = [{ file: 'wording.pdf', pages }];
});

const claim = claimFacts;

const assess = (change: Partial<ClaimFacts>) =>
  groundClaim(documents, assessClaimByRules(documents, claim(change)));

describe('exclusions and their exceptions', () => {
  it('refuses a theft the exclusion names when the claim denies its exception, citing the exclusion first', () => {
    const result = assess({
      description: 'My pushbike was stolen from the yard overnight. It was not chained to anything.',
    });
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.citations[0]?.quote).toContain('pushbikes from the yard');
  });

  it('lets the exception lift the exclusion when the claim shows it was met', () => {
    const result = assess({
      description:
        'My pushbike was stolen from the yard overnight although it was chained to the railings. I told the police the same day.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('refuses damage a named circumstance caused (pets), with no exception to test', () => {
    expect(
      assess({ description: 'Our dog chewed through the sofa and the carpet in the lounge.' }).verdict,
    ).toBe('likely_not_covered');
  });

  it('refuses an event to a thing the exclusion names together (gales and fences)', () => {
    expect(
      assess({ description: 'Gales flattened ten metres of our garden fence last night.' }).verdict,
    ).toBe('likely_not_covered');
  });
});

describe('thresholds and periods', () => {
  const flood = 'A flood from the river came into the ground floor and ruined the carpets.';

  it.each([
    [
      'a delay shorter than the complete hours the cover needs',
      'hours-threshold',
      { itemType: 'travel', description: 'Our coach departure was delayed by 6 hours.' },
    ],
    [
      'flood damage inside the waiting period from the start of cover',
      'waiting-period',
      { policyStartDate: '2025-06-09', description: flood },
    ],
    [
      'a claim told to the insurer after the notice deadline',
      'notice-period',
      { reportDateTime: '2025-07-20T10:00:00Z', description: flood },
    ],
    [
      'a theft reported to the police later than the deadline',
      'police-report',
      {
        location: 'Sydney, Australia',
        description:
          'My camera was stolen from my bag on the beach while on a journey. I only reported it to the police four days later.',
      },
    ],
  ] as const)('refuses %s', (_what, check, change) => {
    const result = assess(change);
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.checks.find((c) => c.id === check)?.outcome).toBe('fail');
  });

  it('covers a delay that meets the hours', () => {
    expect(
      assess({ itemType: 'travel', description: 'Our coach departure was delayed by 10 hours.' }).verdict,
    ).toBe('likely_covered');
  });

  it('asks how long the delay was when the claim does not say, and answering settles it', () => {
    const delayed = {
      itemType: 'travel',
      description: 'Our train departure was delayed and we waited at the station.',
    } as const;
    const first = assess(delayed);
    expect(first.verdict).toBe('unclear');
    const question = first.questions.find((q) => q.question.includes('8 hours'));
    expect(question).toBeDefined();
    const yes = assess({ ...delayed, answers: { [question?.id ?? '']: 'yes' } });
    expect(yes.verdict).toBe('likely_covered');
    const no = assess({ ...delayed, answers: { [question?.id ?? '']: 'no' } });
    expect(no.verdict).toBe('likely_not_covered');
  });

  it('passes the waiting period once it has run', () => {
    const result = assess({ description: flood });
    expect(result.checks.find((c) => c.id === 'waiting-period')?.outcome).toBe('pass');
    expect(result.verdict).toBe('likely_covered');
  });
});

describe('territory and money', () => {
  it('refuses a theft outside the area of cover', () => {
    const result = assess({
      location: 'Bangkok, Thailand',
      description:
        'My camera was stolen from my bag in Bangkok while on a journey. I told the police that evening.',
    });
    expect(result.checks.find((c) => c.id === 'territory')?.outcome).toBe('fail');
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('asks whether it happened inside the area of cover when the place is not one it knows', () => {
    const result = assess({
      location: 'Suva',
      description: 'My camera was stolen from my bag while on a journey. I told the police that evening.',
    });
    expect(result.verdict).toBe('unclear');
    expect(result.questions.some((q) => q.question.includes('Australia and New Zealand'))).toBe(true);
  });

  it("does not apply one section's area of cover to a claim about another", () => {
    const result = assess({ description: 'Thieves broke in through the back door and took our television.' });
    expect(result.checks.some((c) => c.id === 'territory')).toBe(false);
  });

  it('refuses a loss no larger than the excess', () => {
    const result = assess({
      estimatedValue: 180,
      description: 'A flood from the river came into the ground floor and ruined a rug.',
    });
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.excess?.amount).toBe(250);
  });
});

describe('never a false "likely covered"', () => {
  it('answers unclear when no clause covers what happened', () => {
    const result = assess({ description: 'A meteorite fell through the conservatory roof.' });
    expect(result.verdict).toBe('unclear');
  });

  it('is never likely covered when an exclusion the claim shows is present, whatever else it says', () => {
    const extras = [
      '',
      ' It was a sunny day.',
      ' We have lived here for years.',
      ' The repair quote is £900.',
    ];
    for (const extra of extras) {
      const verdict = assess({ description: `Our cat shredded the stair carpet.${extra}` }).verdict;
      expect(verdict).not.toBe('likely_covered');
    }
  });
});

describe('next steps', () => {
  it("point to the policy's own country's ombudsman, not the user's default", () => {
    const australian: PolicyDocument[] = [
      {
        file: 'pds.pdf',
        pages: [
          'Example Cover Pty Ltd ABN 11 222 333 444 AFSL 123456\nIf you are not happy with our decision you can contact the Australian Financial Complaints Authority (AFCA).\nWe will pay for theft of your contents.',
        ],
      },
    ];
    const result = assessClaimByRules(australian, {
      ...claim({ description: 'Thieves took my laptop from the lounge.' }),
      country: 'GB',
    });
    const steps = result.nextSteps.join(' ');
    expect(steps).toContain('AFCA');
    expect(steps).not.toContain('Financial Ombudsman Service');
  });
});

describe('limits and payouts', () => {
  const table: PolicyDocument[] = [
    {
      file: 'benefits.pdf',
      pages: [
        'Schedule of benefits\nLost or stolen baggage: up to £1,500 (single article limit £250)\nExcess: £50 per claim\nThefts must be reported to the police within 24 hours.',
      ],
    },
  ];
  const travel = (description: string) =>
    groundClaim(
      table,
      assessClaimByRules(
        table,
        claim({ itemType: 'travel', location: 'Rome', estimatedValue: 600, description }),
      ),
    );

  it('caps a claim for one article at the single-article limit, then takes off the excess', () => {
    const result = travel(
      'My camera was stolen from the hotel lobby. I reported it to the police within 2 hours.',
    );
    expect(result.verdict).toBe('likely_covered');
    expect(result.limit?.amount).toBe(1500);
    expect(result.estimatedPayout).toBe(200);
  });

  it('uses the baggage limit, not another benefit, for a stolen suitcase', () => {
    const result = travel(
      'My suitcase was stolen from the hotel lobby. I reported it to the police the same day.',
    );
    expect(result.estimatedPayout).toBe(550);
  });
});

describe('listed causes', () => {
  const wording: PolicyDocument[] = [
    {
      file: 'delay.pdf',
      pages: [
        [
          'Section 4 - Ferry hold-ups',
          'We will pay £25 for every full 5 hours your ferry departure is delayed due to any of the following:',
          '(a) a strike or industrial action;',
          '(b) severe weather; or',
          '(c) mechanical breakdown of the vessel.',
        ].join('\n'),
      ],
    },
  ];
  const delay = (description: string, answers?: Record<string, 'yes' | 'no'>) =>
    assessClaimByRules(wording, claim({ itemType: 'travel', description, ...(answers ? { answers } : {}) }));

  it('covers a delay whose cause is one the policy lists', () => {
    expect(delay('Our ferry departure was delayed 11 hours by severe weather.').verdict).toBe(
      'likely_covered',
    );
  });

  it('asks about a cause the policy does not list, and the answer settles it', () => {
    const first = delay('Our ferry departure was delayed 11 hours for operational reasons.');
    expect(first.verdict).toBe('unclear');
    const question = first.questions.find((q) => q.question.includes('severe weather'));
    expect(question).toBeDefined();
    const no = delay('Our ferry departure was delayed 11 hours for operational reasons.', {
      [question?.id ?? '']: 'no',
    });
    expect(no.verdict).toBe('likely_not_covered');
  });
});

describe('running headers and footers', () => {
  it('are left out of clauses and quotes', () => {
    const page = (n: number, body: string) =>
      `ACME-WORD-07 Page ${n} of 5\n${body}\nAcme Insurance Ltd, 1 High Street`;
    const documents: PolicyDocument[] = [
      {
        file: 'w.pdf',
        pages: [
          page(1, 'We will pay for theft of your contents.'),
          page(2, 'What we will not pay for\n- Harm caused by your pets.'),
          page(3, 'Storm is covered.'),
          page(4, 'Flood is covered.'),
          page(5, 'Fire is covered.'),
        ],
      },
    ];
    const result = assessClaimByRules(
      documents,
      claim({ description: 'Our cat scratched the sofa to pieces.' }),
    );
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.citations[0]?.quote).toBe('- Harm caused by your pets.');
  });
});
