import { type BenefitRow, benefitTables, type PlanCell } from '#functions/analysis/understand/benefit-table';
import type {
  CoverStatus,
  PlanFigure,
  PolicyDocument,
  SubCoverage,
} from '#functions/analysis/understand/types';
import { benefitTerms, keysNamedBy } from '#functions/analysis/understand/vocabulary/benefits';

/**
 * Coverage from benefit tables with one column per plan: each sub-cover is the table row whose
 * label's head phrase names it (benefit-phrase.ts; a row naming two covers only when no row names
 * just one), with every plan's figure. The amount is the held plan's figure when the user said
 * which plan they hold, else the first plan that states one; the others stay in `plans` and
 * `tiers`. A benefit some plans give and others do not is optional until the plan is known.
 */
export interface TableCover {
  readonly row: BenefitRow;
  readonly sub: SubCoverage;
  /** Read from a table with plan columns (not a single column of limits). */
  readonly planTable: boolean;
}

/** "Gold plan", "GOLD" and "Gold" are the same plan. */
function planKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(plan|cover|option|tier|level)\b/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The cell under the named plan's column, if a column is that plan's. */
export function planCell(cells: readonly PlanCell[], plan: string): PlanCell | undefined {
  const wanted = planKey(plan);
  if (!wanted) return undefined;
  return (
    cells.find((c) => c.name && planKey(c.name) === wanted) ??
    cells.find((c) => c.name && (planKey(c.name).includes(wanted) || wanted.includes(planKey(c.name))))
  );
}

/** The cell of the held plan, or of the first plan with a figure when the plan is not known. */
export function heldCell(cells: readonly PlanCell[], plan: string | null | undefined): PlanCell | undefined {
  const held = plan ? planCell(cells, plan) : undefined;
  if (held) return held;
  return cells.find((c) => c.kind === 'amount') ?? cells.find((c) => c.kind !== 'missing');
}

/** What a cell says of its plan's cover. */
function cellStatus(cell: PlanCell | undefined): CoverStatus {
  if (!cell || cell.kind === 'missing') return 'not_stated';
  return cell.kind === 'nil' ? 'not_covered' : 'covered';
}

/** Each named plan's figure (none for a table with one unnamed column of limits). */
export function planFigures(cells: readonly PlanCell[]): PlanFigure[] {
  return cells.filter((c) => c.name).map((c) => ({ name: c.name, amount: c.amount, status: cellStatus(c) }));
}

/** Columns that are kinds of trip, ages, people or sections rather than plans one can choose up to. */
const NOT_PLANS =
  /\b(trip|one-?way|return|annual|single|age[ds]?|years?|adults?|child(ren)?|famil(y|ies)|individual|couple|days?|home|buildings?|contents)\b/i;

/**
 * The status of a row: the held plan's cell. With the plan unknown, a benefit that some plans give
 * and another plan's cell refuses ("Nil", "Not covered") is optional, only on a higher plan; where
 * the columns are kinds of trip or sections of the policy, a cell that gives it is enough.
 */
function rowStatus(
  row: BenefitRow,
  cell: PlanCell | undefined,
  plan: string | null | undefined,
): CoverStatus {
  const named = row.plans.filter((c) => c.name);
  if (plan || named.length < 2) return cellStatus(cell);
  const statuses = named.map(cellStatus);
  if (!statuses.includes('covered')) return statuses.includes('not_covered') ? 'not_covered' : 'not_stated';
  const plans = !named.some((c) => NOT_PLANS.test(c.name));
  return plans && statuses.includes('not_covered') ? 'optional' : 'covered';
}

function subCoverOf(row: BenefitRow, plan: string | null | undefined, currency: string | null): SubCoverage {
  const cell = heldCell(row.plans, plan);
  const citation = { file: row.file, page: row.page, quote: row.quote };
  const plans = planFigures(row.plans);
  const tiers = row.plans
    .filter((c) => c !== cell && c.amount !== null)
    .map((c) => c.amount as number)
    .filter((v, i, all) => v !== cell?.amount && all.indexOf(v) === i);
  const status = rowStatus(row, cell, plan);
  if (!cell || cell.kind === 'missing' || cell.kind === 'nil') {
    return { amount: null, currency, status, citation, plans, tiers };
  }
  return {
    amount: cell.kind === 'amount' ? cell.amount : null,
    currency: cell.currency ?? currency,
    status,
    citation,
    plans,
    tiers,
  };
}

/** The label a row is matched on: its own words; a main row's include the benefit's first line. */
const labelOf = (row: BenefitRow) => row.own;

/**
 * The row that best names a key: one naming only this key first, then the first in the documents.
 * A row names a key by its head phrase, so the narrower limits such tables list ("Visitors'
 * personal belongings", "Theft from outbuildings") are not the benefit's own row.
 */
function rowFor(key: string, rows: readonly BenefitRow[], terms: Record<string, readonly string[]>) {
  const named = rows
    .map((row, order) => ({ row, order, keys: keysNamedBy(labelOf(row), terms) }))
    .filter((c) => c.keys.includes(key));
  named.sort((a, b) => Number(a.keys.length > 1) - Number(b.keys.length > 1) || a.order - b.order);
  return named[0]?.row;
}

/** Every key of the item type that a plan table names, read for the held plan. */
export function coverFromTables(
  documents: readonly PolicyDocument[],
  itemType: string,
  plan: string | null | undefined,
  currency: string | null,
): Record<string, TableCover> {
  const rows = documents.flatMap(benefitTables).flatMap((t) => t.rows);
  const terms = benefitTerms(itemType);
  const found: Record<string, TableCover> = {};
  for (const key of Object.keys(terms)) {
    const row = rowFor(key, rows, terms);
    if (row)
      found[key] = { row, sub: subCoverOf(row, plan, currency), planTable: row.plans.some((p) => p.name) };
  }
  return found;
}

/**
 * Where a table answers a key: a plan table always (its columns are read by position, which the
 * line reader cannot do); a single column of limits only for keys the line reader has no answer for.
 */
export function preferTable(cover: TableCover | undefined, fromLines: () => SubCoverage): SubCoverage {
  if (cover?.planTable) return cover.sub;
  const lines = fromLines();
  return cover && lines.status === 'not_stated' ? cover.sub : lines;
}
