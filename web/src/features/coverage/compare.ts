import { type ItemType, itemTypeForInsuranceName } from '#domain/insurance';
import {
  COVER_STATUSES,
  POLICY_TERM_KEYS,
  POLICY_TERM_LABELS,
  type PolicyTermKey,
  type PolicyTermView,
} from '#domain/schemas/coverage-job';
import type { CoverageView, StoredCitation, SubCoverageView } from './api/get-coverage';
import type { ItemCard } from './item-cards';
import { figureForPlan } from './plan-figures';

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

/** The user's policies of other kinds, whatever their state: those not ready are named as left out. */
export function otherPolicies<P extends { readonly insuranceTypeName: string }>(
  policies: readonly P[],
  itemType: ItemType,
): P[] {
  return policies.filter((p) => itemTypeForInsuranceName(p.insuranceTypeName) !== itemType);
}

/** A policy the comparison does not include, and why, said beside what the comparison finds. */
export interface LeftOutPolicy {
  readonly policyId: string;
  readonly policyName: string;
  readonly why: string;
}

const NOT_READY_WHY: Readonly<Record<string, string>> = {
  pending: 'its documents have not all been uploaded',
  processing: 'its documents are still being read',
  failed: 'its documents could not be read',
  deleting: 'it is being deleted',
};

/** Why a policy cannot be compared yet, or null when it can (its documents are read). */
export function whyNotComparable(policy: {
  readonly status: string;
  readonly failure?: string | null;
}): string | null {
  if (policy.status === 'ready') return null;
  const why = NOT_READY_WHY[policy.status] ?? 'its documents are not ready';
  // A refused upload says why it was refused; that is the reason to give.
  return policy.status === 'failed' && policy.failure ? `${why}: ${policy.failure.replace(/\.$/, '')}` : why;
}

/**
 * The policies a comparison leaves out because they are not ready: always those of the item, and
 * the user's others too when every policy that can be compared is chosen ("All my policies").
 */
export function policiesLeftOut<
  P extends {
    readonly id: string;
    readonly name: string;
    readonly status: string;
    readonly insuranceTypeName: string;
  },
>(
  notReady: readonly P[],
  itemType: ItemType,
  comparable: readonly { readonly id: string }[],
  chosen: ReadonlySet<string>,
): LeftOutPolicy[] {
  const everything = comparable.every((p) => chosen.has(p.id));
  const own = new Set(policiesForItem(notReady, itemType));
  return notReady.flatMap((p) => {
    const why = whyNotComparable(p);
    return why && (everything || own.has(p)) ? [{ policyId: p.id, policyName: p.name, why }] : [];
  });
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

const asStatus = (status: string | undefined): SubCoverageView['status'] =>
  COVER_STATUSES.find((known) => known === status) ?? 'not_stated';

/** A sub-cover as the card shows it: the figure and status of the plan held, with its citation. */
function subCoverCell(column: CompareColumn, key: string): CompareCell {
  const sub = column.coverage?.subCoverages[key];
  const shown = figureForPlan(sub, column.plan ?? column.coverage?.plan ?? null);
  const cell = {
    policyId: column.policyId,
    amount: shown.amount,
    currency: sub?.currency ?? column.coverage?.currency ?? null,
    status: asStatus(shown.status),
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

function list(labels: readonly string[], lower = true): string {
  const words = lower ? labels.map((label) => label.toLowerCase()) : [...labels];
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
    : (words[0] ?? '');
}

/**
 * Every policy the comparison leaves out: those given (not ready) and those whose cover could not
 * be worked out, each with why.
 */
export function leftOutOf(
  columns: readonly CompareColumn[],
  notReady: readonly LeftOutPolicy[] = [],
): LeftOutPolicy[] {
  const failed = columns
    .filter((column) => column.coverage === null)
    .map((column) => ({
      policyId: column.policyId,
      policyName: column.policyName,
      why: column.error
        ? `its cover could not be worked out: ${column.error.replace(/\.$/, '')}`
        : 'its cover could not be worked out',
    }));
  return [...notReady, ...failed];
}

/** Nothing of the item stated: no figure, and no cover said to be given, optional or excluded. */
function saysNothing(view: CoverageView): boolean {
  return (
    view.amount === null &&
    view.status === 'not_stated' &&
    Object.values(view.subCoverages).every((sub) => sub.amount === null && sub.status === 'not_stated')
  );
}

/** The compared policies whose documents say nothing of the item: what they cover of it is not known. */
export function policiesSayingNothing(columns: readonly CompareColumn[]): string[] {
  return columns.flatMap((column) =>
    column.coverage && saysNothing(column.coverage) ? [column.policyName] : [],
  );
}

/** Who the comparison's sentences speak of, beside what it finds. */
export interface CompareContext {
  /** Policies left out, named with why; the sentences then speak only of the policies compared. */
  readonly leftOut?: readonly LeftOutPolicy[];
  /** Names of compared policies that say nothing of the item. */
  readonly sayingNothing?: readonly string[];
}

function leftOutSentence(leftOut: readonly LeftOutPolicy[]): string {
  const named = leftOut.map((p) => `${p.policyName} (${p.why})`);
  return `Left out of this comparison: ${list(named, false)}. What ${leftOut.length > 1 ? 'they cover' : 'it covers'} is not known here, and nothing below counts ${leftOut.length > 1 ? 'them' : 'it'}.`;
}

/**
 * The comparison's findings in plain words: who is left out, overlaps, gaps, what is not known,
 * or that there is nothing to compare. With policies left out, each sentence speaks only of those
 * compared, never of "these policies" as if they were all.
 */
export function findingSentences(
  findings: CompareFindings,
  typeWord: string,
  { leftOut = [], sayingNothing = [] }: CompareContext = {},
): string[] {
  const partial = leftOut.length > 0;
  const opening = partial ? [leftOutSentence(leftOut)] : [];
  if (findings.nothingStated)
    return [
      ...opening,
      `None of ${partial ? 'the documents compared' : 'these documents'} states a limit for your ${typeWord}, so there are no figures to set side by side. The terms below still apply.`,
    ];
  const sentences = [
    ...opening,
    findings.overlaps.length
      ? `Covered by more than one of ${partial ? 'the policies compared' : 'these policies'}: ${list(findings.overlaps)}. You may be paying twice for the same risk.`
      : partial
        ? 'No overlaps among the policies compared: no two of them cover the same thing.'
        : 'No overlaps: no two of these policies cover the same thing.',
  ];
  const whom = partial ? 'the policies compared' : 'these policies';
  if (findings.notCovered.length)
    sentences.push(`A gap: none of ${whom} covers ${list(findings.notCovered)}.`);
  if (findings.unstated.length)
    sentences.push(
      `None of ${whom} says whether it covers ${list(findings.unstated)}. Ask your insurer before you rely on it.`,
    );
  if (sayingNothing.length)
    sentences.push(
      `Not known: ${list(sayingNothing, false)} ${sayingNothing.length > 1 ? 'say' : 'says'} nothing about cover for your ${typeWord}.`,
    );
  return sentences;
}

/**
 * What a finished comparison says above its table: who is left out and why, then what the policies
 * compared show (overlaps, gaps, what is not known), each from their worked-out cover.
 */
export function comparisonSummary(
  card: Pick<ItemCard, 'headlineLabel' | 'subCovers' | 'typeWord'>,
  columns: readonly CompareColumn[],
  notReady: readonly LeftOutPolicy[] = [],
): string[] {
  const usable = columns.filter((column) => column.coverage !== null);
  const leftOut = leftOutOf(columns, notReady);
  if (usable.length < 2) return leftOut.length ? [leftOutSentence(leftOut)] : [];
  return findingSentences(compareFindings(compareRows(card, usable)), card.typeWord, {
    leftOut,
    sayingNothing: policiesSayingNothing(usable),
  });
}

/** The plan each policy is held on, and whether they differ. */
export function planRow(columns: readonly CompareColumn[]) {
  const cells = columns.map((column) => ({
    policyId: column.policyId,
    plan: column.plan ?? column.coverage?.plan ?? null,
  }));
  return { cells, differs: new Set(cells.map((cell) => cell.plan ?? '')).size > 1 };
}
