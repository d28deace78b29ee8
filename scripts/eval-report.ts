import path from 'node:path';

/**
 * The evaluation's per-document table and its count of dangerous errors: "likely covered" where
 * the wording refuses the claim, or "likely not covered" where it covers it.
 */
export interface CoverageRow {
  readonly doc: string;
  readonly acceptable: readonly (number | null)[];
  readonly correct: boolean;
}
export interface ClaimRow {
  readonly id: string;
  readonly doc: string;
  readonly expected: string;
  readonly got: string;
  readonly correct: boolean;
}

export function isDangerous(row: Pick<ClaimRow, 'expected' | 'got'>): boolean {
  return (
    (row.got === 'likely_covered' && row.expected === 'likely_not_covered') ||
    (row.got === 'likely_not_covered' && row.expected === 'likely_covered')
  );
}

/** Verdicts counted: right, decided (anything but 'unclear'), right of those decided, dangerous. */
export interface VerdictTally {
  readonly entries: number;
  readonly right: number;
  readonly accuracy: number | null;
  readonly decided: number;
  readonly rightOfDecided: number;
  readonly dangerous: number;
  /** The share of claims given a verdict other than unclear. */
  readonly decidedShare: number | null;
  /** Of the "likely covered" verdicts, the share right; null when there were none. */
  readonly precisionCovered: number | null;
  /** Of the "likely not covered" verdicts, the share right; null when there were none. */
  readonly precisionNotCovered: number | null;
}

function precision(rows: readonly Pick<ClaimRow, 'expected' | 'got'>[], verdict: string): number | null {
  const said = rows.filter((r) => r.got === verdict);
  return said.length ? said.filter((r) => r.expected === verdict).length / said.length : null;
}

export function tallyVerdicts(rows: readonly Pick<ClaimRow, 'expected' | 'got'>[]): VerdictTally {
  const right = rows.filter((r) => r.got === r.expected);
  const decided = rows.filter((r) => r.got !== 'unclear');
  return {
    entries: rows.length,
    right: right.length,
    accuracy: rows.length ? right.length / rows.length : null,
    decided: decided.length,
    rightOfDecided: decided.filter((r) => r.got === r.expected).length,
    dangerous: rows.filter(isDangerous).length,
    decidedShare: rows.length ? decided.length / rows.length : null,
    precisionCovered: precision(rows, 'likely_covered'),
    precisionNotCovered: precision(rows, 'likely_not_covered'),
  };
}

/**
 * A cover's status as the analysis gives it ('covered', 'not_covered', …), read defensively: the
 * headline and older analyses may have none, and a missing cover has none (null).
 */
export function coverStatus(holder: object | undefined): string | null {
  const status = (holder as { status?: unknown } | undefined)?.status;
  return typeof status === 'string' ? status : null;
}

/** Whether the status is the truth's; null when the truth gives no status (not scored). */
export function statusCorrect(expected: string | undefined, got: string | null): boolean | null {
  return expected === undefined ? null : got === expected;
}

/**
 * Truth entries for the same document, item and key are alternatives (a document stating one
 * limit in two currencies, say): one entry, right when the answer matches any of them.
 */
export function mergeAlternatives<
  R extends {
    doc: string;
    itemType: string;
    key: string;
    acceptable: readonly (number | null)[];
    correct: boolean;
    statusCorrect: boolean | null;
  },
>(rows: readonly R[]): R[] {
  const merged = new Map<string, R>();
  for (const row of rows) {
    const id = `${row.doc}#${row.itemType}#${row.key}`;
    const seen = merged.get(id);
    merged.set(
      id,
      seen
        ? {
            ...seen,
            acceptable: [...seen.acceptable, ...row.acceptable],
            correct: seen.correct || row.correct,
            statusCorrect:
              seen.statusCorrect === null
                ? row.statusCorrect
                : seen.statusCorrect || row.statusCorrect === true,
          }
        : row,
    );
  }
  return [...merged.values()];
}

export interface DocumentScore {
  readonly doc: string;
  readonly limits: string;
  readonly entries: string;
  readonly claims: string;
  readonly dangerous: number;
  /** Share of this document's scored entries (coverage and claims) that are right. */
  readonly score: number | null;
}

const fraction = (right: number, all: number) => (all ? `${right}/${all}` : '—');

export function documentScores(
  coverage: readonly CoverageRow[],
  claims: readonly ClaimRow[],
): DocumentScore[] {
  const docs = [...new Set([...coverage.map((r) => r.doc), ...claims.map((r) => r.doc)])].sort();
  return docs.map((doc) => {
    const cov = coverage.filter((r) => r.doc === doc);
    const stated = cov.filter((r) => r.acceptable.some((v) => v !== null));
    const cl = claims.filter((r) => r.doc === doc);
    const right = cov.filter((r) => r.correct).length + cl.filter((r) => r.correct).length;
    const all = cov.length + cl.length;
    return {
      doc: path.basename(doc, '.pdf'),
      limits: fraction(stated.filter((r) => r.correct).length, stated.length),
      entries: fraction(cov.filter((r) => r.correct).length, cov.length),
      claims: fraction(cl.filter((r) => r.correct).length, cl.length),
      dangerous: cl.filter(isDangerous).length,
      score: all ? right / all : null,
    };
  });
}

export function markdownTable(scores: readonly DocumentScore[]): string {
  const lines = [
    '| document | limits | entries | claims | dangerous | score |',
    '|---|---|---|---|---|---|',
    ...scores.map(
      (s) =>
        `| ${s.doc} | ${s.limits} | ${s.entries} | ${s.claims} | ${s.dangerous} | ${s.score === null ? '—' : `${Math.round(s.score * 100)} %`} |`,
    ),
  ];
  return lines.join('\n');
}
