import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, PURCHASE_EVIDENCE, PURCHASE_STATUSES } from '#domain/schemas/claim';
import {
  type BankRow,
  bankMisses,
  bankRow,
  claimForm,
  kindScores,
  kindTable,
} from '#scripts/eval-bank-score';
import { coverStatus, isDangerous, statusCorrect, tallyVerdicts } from '#scripts/eval-report';

const COVERED = 'likely_covered';
const NOT_COVERED = 'likely_not_covered';
const UNCLEAR = 'unclear';

const facts = {
  itemType: 'travel',
  policyStartDate: '2024-01-10',
  incidentDateTime: '2024-03-02T14:00',
  reportDateTime: '2024-03-03T09:00',
  location: 'Lisbon, Portugal',
  estimatedValue: 640,
};

function row(id: string, kind: string, expected: string, got: string): BankRow {
  return bankRow({ id, kind, label: expected }, { verdict: got as 'unclear', reasons: [`reason ${id}`] });
}

describe('dangerous verdicts', () => {
  it('are the two opposite decided verdicts only', () => {
    const verdicts = [COVERED, NOT_COVERED, UNCLEAR];
    const dangerous = verdicts.flatMap((expected) =>
      verdicts.filter((got) => isDangerous({ expected, got })).map((got) => `${got}/${expected}`),
    );
    expect(dangerous).toEqual([`${NOT_COVERED}/${COVERED}`, `${COVERED}/${NOT_COVERED}`]);
  });
});

describe('verdict tallies', () => {
  it("counts right, decided, right of decided, dangerous, the share decided and each verdict's precision", () => {
    const tally = tallyVerdicts([
      { expected: COVERED, got: COVERED },
      { expected: NOT_COVERED, got: COVERED },
      { expected: UNCLEAR, got: UNCLEAR },
      { expected: COVERED, got: UNCLEAR },
      { expected: UNCLEAR, got: NOT_COVERED },
    ]);
    expect(tally).toEqual({
      entries: 5,
      right: 2,
      accuracy: 0.4,
      decided: 3,
      rightOfDecided: 1,
      dangerous: 1,
      decidedShare: 0.6,
      // Two "likely covered", one right; one "likely not covered", wrong.
      precisionCovered: 0.5,
      precisionNotCovered: 0,
    });
  });

  it('gives no accuracy for no entries', () => {
    expect(tallyVerdicts([]).accuracy).toBeNull();
  });
});

describe('cover status', () => {
  it('reads a status where there is one and counts a missing one as none', () => {
    expect(coverStatus({ amount: 5, status: 'covered' })).toBe('covered');
    expect(coverStatus({ amount: 5 })).toBeNull();
    expect(coverStatus({ status: 3 })).toBeNull();
    expect(coverStatus(undefined)).toBeNull();
  });

  it('scores a status against the truth, and leaves a truth without one unscored', () => {
    expect(statusCorrect('optional', 'optional')).toBe(true);
    expect(statusCorrect('optional', 'covered')).toBe(false);
    expect(statusCorrect('covered', null)).toBe(false);
    expect(statusCorrect(undefined, 'covered')).toBeNull();
  });
});

describe('the clause bank claim form', () => {
  it('is the facts with the claim as description and neutral answers the form allows', () => {
    const form = claimForm({ facts, claim: 'My bag was taken from the beach.' });
    expect(form).toEqual({
      ...facts,
      claimStatus: 'new',
      itemPurchaseStatus: 'not_applicable',
      itemPurchaseEvidence: 'not_applicable',
      description: 'My bag was taken from the beach.',
    });
    expect(CLAIM_STATUSES).toContain(form.claimStatus);
    expect(PURCHASE_STATUSES).toContain(form.itemPurchaseStatus);
    expect(PURCHASE_EVIDENCE).toContain(form.itemPurchaseEvidence);
  });
});

describe('clause bank scores', () => {
  const rows = [
    row('t-1a', 'territory', NOT_COVERED, COVERED),
    row('t-1b', 'territory', COVERED, COVERED),
    row('e-1a', 'excess', NOT_COVERED, UNCLEAR),
    row('e-1c', 'excess', UNCLEAR, UNCLEAR),
  ];

  it('marks each row right and dangerous from its label and verdict', () => {
    expect(rows.map((r) => [r.correct, r.dangerous])).toEqual([
      [false, true],
      [true, false],
      [false, false],
      [true, false],
    ]);
  });

  it('scores and tabulates each kind in alphabetical order', () => {
    const kinds = kindScores(rows);
    expect(kinds).toEqual([
      { kind: 'excess', right: 1, total: 2, decided: 0, dangerous: 0 },
      { kind: 'territory', right: 1, total: 2, decided: 2, dangerous: 1 },
    ]);
    expect(kindTable(kinds).split('\n')).toEqual([
      '| kind | right | decided | dangerous |',
      '|---|---|---|---|',
      '| excess | 1/2 | 0 | 0 |',
      '| territory | 1/2 | 2 | 1 |',
    ]);
  });

  it('lists each miss with what it got, what it wants and the first reason', () => {
    expect(bankMisses(rows)).toEqual([
      `  miss: t-1a got ${COVERED}, want ${NOT_COVERED} (dangerous) (reason t-1a)`,
      `  miss: e-1a got ${UNCLEAR}, want ${NOT_COVERED} (reason e-1a)`,
    ]);
  });
});
