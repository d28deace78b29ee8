import type { ClaimAssessment, ClaimFacts } from '#functions/analysis/understand/types';
import { isDangerous } from './eval-report';

/**
 * The clause bank's entries (../shared/clause-bank/bank.json), the claim form each one makes,
 * and the scores: right, decided and dangerous verdicts, in all and per kind of wording.
 */
export interface BankFacts {
  readonly itemType: string;
  readonly policyStartDate: string | null;
  readonly incidentDateTime: string;
  readonly reportDateTime: string;
  readonly location: string;
  readonly estimatedValue: number;
}

export interface BankEntry {
  readonly id: string;
  readonly kind: string;
  readonly policy: string;
  readonly claim: string;
  readonly facts: BankFacts;
  readonly label: string;
  readonly why?: string;
}

/**
 * The claim form a consumer would send: the entry's facts, its claim as the description, and the
 * form's neutral answers where the entry says nothing (a new claim, no purchase in question).
 */
export function claimForm(entry: Pick<BankEntry, 'facts' | 'claim'>): ClaimFacts {
  const { facts } = entry;
  return {
    itemType: facts.itemType,
    policyStartDate: facts.policyStartDate,
    incidentDateTime: facts.incidentDateTime,
    reportDateTime: facts.reportDateTime,
    claimStatus: 'new',
    itemPurchaseStatus: 'not_applicable',
    itemPurchaseEvidence: 'not_applicable',
    location: facts.location,
    estimatedValue: facts.estimatedValue,
    description: entry.claim,
  };
}

export interface BankRow {
  readonly id: string;
  readonly kind: string;
  readonly expected: string;
  readonly got: string;
  readonly correct: boolean;
  readonly dangerous: boolean;
  readonly reasons: readonly string[];
}

export function bankRow(
  entry: Pick<BankEntry, 'id' | 'kind' | 'label'>,
  assessment: Pick<ClaimAssessment, 'verdict' | 'reasons'>,
): BankRow {
  const scored = { expected: entry.label, got: assessment.verdict };
  return {
    id: entry.id,
    kind: entry.kind,
    ...scored,
    correct: scored.got === scored.expected,
    dangerous: isDangerous(scored),
    reasons: assessment.reasons,
  };
}

export interface KindScore {
  readonly kind: string;
  readonly right: number;
  readonly total: number;
  readonly decided: number;
  readonly dangerous: number;
}

/** One score per kind of wording, in alphabetical order of kind. */
export function kindScores(rows: readonly BankRow[]): KindScore[] {
  const kinds = [...new Set(rows.map((r) => r.kind))].sort();
  return kinds.map((kind) => {
    const of = rows.filter((r) => r.kind === kind);
    return {
      kind,
      right: of.filter((r) => r.correct).length,
      total: of.length,
      decided: of.filter((r) => r.got !== 'unclear').length,
      dangerous: of.filter((r) => r.dangerous).length,
    };
  });
}

export function kindTable(scores: readonly KindScore[]): string {
  return [
    '| kind | right | decided | dangerous |',
    '|---|---|---|---|',
    ...scores.map((s) => `| ${s.kind} | ${s.right}/${s.total} | ${s.decided} | ${s.dangerous} |`),
  ].join('\n');
}

/** One line per wrong verdict: the entry, what it got, what it wants, and the verdict's first reason. */
export function bankMisses(rows: readonly BankRow[]): string[] {
  return rows
    .filter((r) => !r.correct)
    .map(
      (r) =>
        `  miss: ${r.id} got ${r.got}, want ${r.expected}${r.dangerous ? ' (dangerous)' : ''} (${r.reasons[0]?.slice(0, 120) ?? 'no reason'})`,
    );
}
