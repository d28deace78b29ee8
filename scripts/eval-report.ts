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
