import { type ItemType, itemTypeForInsuranceName } from '#domain/insurance';
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

/** A policy in the comparison: its cover, or why it could not be worked out. */
export interface CompareColumn {
  readonly policyId: string;
  readonly policyName: string;
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
}

/** The key of the headline limit's row, beside the sub-cover keys. */
export const HEADLINE_ROW = 'headline';

/** Covered when stated so or when a limit above zero is given; never when the document excludes it. */
export function covers(figure: { readonly amount: number | null; readonly status: string }): boolean {
  if (figure.status === 'not_covered') return false;
  return figure.status === 'covered' || (figure.amount !== null && figure.amount > 0);
}

function headlineCell(column: CompareColumn): CompareCell {
  const view = column.coverage;
  const amount = view?.amount ?? null;
  return {
    policyId: column.policyId,
    amount,
    currency: view?.currency ?? null,
    status: amount !== null && amount > 0 ? 'covered' : 'not_stated',
    citation: view?.amountCitation ?? null,
    covers: amount !== null && amount > 0,
  };
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
