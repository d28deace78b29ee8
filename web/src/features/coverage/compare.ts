import { type ItemType, itemTypeForInsuranceName } from '#domain/insurance';
import {
  POLICY_TERM_KEYS,
  POLICY_TERM_LABELS,
  type PolicyTermKey,
  type PolicyTermView,
} from '#domain/schemas/coverage-job';
import type { CoverageView, StoredCitation, SubCoverageView } from './api/get-coverage';
import type { ItemCard } from './item-cards';

/**
 * Which policies belong on which card, and comparing the cover of several policies for the same
 * item: the limits side by side and where two of them cover the same thing (an overlap, which can
 * mean paying twice for one risk). Pure.
 */

/** The policies whose insurance type's name matches the item's keywords, in the order given. */
export function policiesForItem<P extends { readonly insuranceTypeName: string }>(
  policies: readonly P[],
  itemType: ItemType,
): P[] {
  return policies.filter((p) => itemTypeForInsuranceName(p.insuranceTypeName) === itemType);
}

/** The user's ready policies of other kinds: they may cover the item too, and can join a comparison. */
export function otherReadyPolicies<P extends { readonly insuranceTypeName: string; readonly status: string }>(
  policies: readonly P[],
  itemType: ItemType,
): P[] {
  return policies.filter(
    (p) => p.status === 'ready' && itemTypeForInsuranceName(p.insuranceTypeName) !== itemType,
  );
}

/** A policy in the comparison: its cover, or why it could not be worked out. */
export interface CompareColumn {
  readonly policyId: string;
  readonly policyName: string;
  /** The plan the user holds on this policy, when they have said. */
  readonly plan?: string | null;
  readonly coverage: CoverageView | null;
  readonly error?: string;
}

export interface CompareCell {
  readonly policyId: string;
  readonly amount: number | null;
  readonly currency: string | null;
  readonly status: SubCoverageView['status'];
  readonly citation: StoredCitation | null;
  /** The policy covers this: the document says so, or gives a limit above zero. */
  readonly covers: boolean;
}

export interface CompareRow {
  readonly key: string;
  readonly label: string;
  readonly cells: readonly CompareCell[];
  /** More than one policy covers this. */
  readonly overlap: boolean;
  /** The policies do not all say the same about it. */
  readonly differs: boolean;
}

/** The key of the headline limit's row, beside the sub-cover keys. */
export const HEADLINE_ROW = 'headline';

/**
 * Covered when stated so or when a limit above zero is given; never when the document excludes it
 * or gives it only as an optional extra the holder may not have.
 */
export function covers(figure: { readonly amount: number | null; readonly status: string }): boolean {
  if (figure.status === 'not_covered' || figure.status === 'optional') return false;
  return figure.status === 'covered' || (figure.amount !== null && figure.amount > 0);
}

function headlineCell(column: CompareColumn): CompareCell {
  const view = column.coverage;
  const amount = view?.amount ?? null;
  const cell = {
    policyId: column.policyId,
    amount,
    currency: view?.currency ?? null,
    status: view?.status ?? 'not_stated',
    citation: view?.amountCitation ?? null,
  };
  return { ...cell, covers: view ? covers(cell) : false };
}

function subCoverCell(column: CompareColumn, key: string): CompareCell {
  const sub = column.coverage?.subCoverages[key];
  const cell = {
    policyId: column.policyId,
    amount: sub?.amount ?? null,
    currency: sub?.currency ?? column.coverage?.currency ?? null,
    status: sub?.status ?? 'not_stated',
    citation: sub?.citation ?? null,
  };
  return { ...cell, covers: sub ? covers(cell) : false };
}

/** One row per limit of the item (the headline, then each sub-cover), one cell per policy. */
export function compareRows(
  card: Pick<ItemCard, 'headlineLabel' | 'subCovers'>,
  columns: readonly CompareColumn[],
) {
  const row = (key: string, label: string, cells: CompareCell[]): CompareRow => ({
    key,
    label,
    cells,
    overlap: cells.filter((c) => c.covers).length > 1,
    differs: new Set(cells.map((c) => `${c.amount}|${c.covers}|${c.status}`)).size > 1,
  });
  return [
    row(HEADLINE_ROW, card.headlineLabel, columns.map(headlineCell)),
    ...card.subCovers.map((sub) =>
      row(
        sub.key,
        sub.label,
        columns.map((column) => subCoverCell(column, sub.key)),
      ),
    ),
  ];
}

/**
 * The order to work the policies out in. Each calculation replaces the stored cover of the item,
 * so the policy the card shows now goes last and the card still shows it afterwards.
 */
export function compareOrder(policyIds: readonly string[], shownPolicyId: string | undefined): string[] {
  if (!shownPolicyId || !policyIds.includes(shownPolicyId)) return [...policyIds];
  return [...policyIds.filter((id) => id !== shownPolicyId), shownPolicyId];
}

/** One of the terms that decide claims, side by side: what each policy states, or null. */
export interface TermRow {
  readonly key: PolicyTermKey;
  readonly label: string;
  readonly cells: readonly { readonly policyId: string; readonly term: PolicyTermView | null }[];
  readonly differs: boolean;
}

/** A row per term, in the order they are listed, each policy's statement of it (null: not stated). */
export function termRows(columns: readonly CompareColumn[]): TermRow[] {
  return POLICY_TERM_KEYS.map((key) => {
    const cells = columns.map((column) => ({
      policyId: column.policyId,
      term: column.coverage?.terms?.find((term) => term.key === key) ?? null,
    }));
    const said = new Set(cells.map((cell) => cell.term?.summary ?? ''));
    return { key, label: POLICY_TERM_LABELS[key], cells, differs: said.size > 1 };
  });
}

/** What a comparison finds, for saying it in plain words. */
export interface CompareFindings {
  /** No policy states a figure or says whether it covers anything of the item. */
  readonly nothingStated: boolean;
  /** Covered by more than one policy. */
  readonly overlaps: readonly string[];
  /** Gaps: no policy covers it, and at least one says it does not. */
  readonly notCovered: readonly string[];
  /** Gaps as far as the documents go: no policy says anything about it. */
  readonly unstated: readonly string[];
}

const stated = (cell: CompareCell) =>
  cell.covers || cell.status === 'not_covered' || cell.status === 'optional';

export function compareFindings(rows: readonly CompareRow[]): CompareFindings {
  const uncovered = rows.filter((row) => row.key !== HEADLINE_ROW && !row.cells.some((c) => c.covers));
  return {
    nothingStated: !rows.some((row) => row.cells.some(stated)),
    overlaps: rows.filter((row) => row.overlap).map((row) => row.label),
    notCovered: uncovered.filter((row) => row.cells.some(stated)).map((row) => row.label),
    unstated: uncovered.filter((row) => !row.cells.some(stated)).map((row) => row.label),
  };
}

function list(labels: readonly string[]): string {
  const lower = labels.map((label) => label.toLowerCase());
  return lower.length > 1
    ? `${lower.slice(0, -1).join(', ')} and ${lower[lower.length - 1]}`
    : (lower[0] ?? '');
}

/** The comparison's findings in plain words: overlaps, gaps, or that there is nothing to compare. */
export function findingSentences(findings: CompareFindings, typeWord: string): string[] {
  if (findings.nothingStated)
    return [
      `None of these documents states a limit for your ${typeWord}, so there are no figures to set side by side. The terms below still apply.`,
    ];
  const sentences = [
    findings.overlaps.length
      ? `Covered by more than one of these policies: ${list(findings.overlaps)}. You may be paying twice for the same risk.`
      : 'No overlaps: no two of these policies cover the same thing.',
  ];
  if (findings.notCovered.length)
    sentences.push(`A gap: none of these policies covers ${list(findings.notCovered)}.`);
  if (findings.unstated.length)
    sentences.push(
      `None of these policies says whether it covers ${list(findings.unstated)}. Ask your insurer before you rely on it.`,
    );
  return sentences;
}

/** The plan each policy is held on, and whether they differ. */
export function planRow(columns: readonly CompareColumn[]) {
  const cells = columns.map((column) => ({
    policyId: column.policyId,
    plan: column.plan ?? column.coverage?.plan ?? null,
  }));
  return { cells, differs: new Set(cells.map((cell) => cell.plan ?? '')).size > 1 };
}
