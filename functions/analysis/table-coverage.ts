import type { PlanFigure, PolicyDocument, SubCoverage } from './types';
import { type BenefitRow, benefitTables, type PlanCell } from './understand/benefit-table';
import { termPattern } from './vocabulary';
import { benefitTerms, keysNamedBy } from './vocabulary/benefits';

/**
 * Coverage from benefit tables with one column per plan: each sub-cover is the table row whose
 * label names it (a row naming two covers, like "Baggage delay", only when no row names just one),
 * with every plan's figure. The amount is the held plan's figure when the user said which plan
 * they hold, else the first plan that states one; the others stay in `plans` and `tiers`.
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

/** The cell of the held plan, or of the first plan with a figure when the plan is not known. */
export function heldCell(cells: readonly PlanCell[], plan: string | null | undefined): PlanCell | undefined {
  if (plan) {
    const wanted = planKey(plan);
    const held =
      cells.find((c) => planKey(c.name) === wanted) ??
      cells.find((c) => wanted && (planKey(c.name).includes(wanted) || wanted.includes(planKey(c.name))));
    if (held) return held;
  }
  return cells.find((c) => c.kind === 'amount') ?? cells.find((c) => c.kind !== 'missing');
}

/** Each named plan's figure (none for a table with one unnamed column of limits). */
export function planFigures(cells: readonly PlanCell[]): PlanFigure[] {
  return cells.filter((c) => c.name).map((c) => ({ name: c.name, amount: c.amount }));
}

function subCoverOf(row: BenefitRow, plan: string | null | undefined, currency: string | null): SubCoverage {
  const cell = heldCell(row.plans, plan);
  const citation = { file: row.file, page: row.page, quote: row.quote };
  const plans = planFigures(row.plans);
  const tiers = row.plans
    .filter((c) => c !== cell && c.amount !== null)
    .map((c) => c.amount as number)
    .filter((v, i, all) => v !== cell?.amount && all.indexOf(v) === i);
  if (!cell || cell.kind === 'missing') {
    return { amount: null, currency, status: 'not_stated', citation, plans, tiers };
  }
  if (cell.kind === 'nil') return { amount: null, currency, status: 'not_covered', citation, plans, tiers };
  return {
    amount: cell.kind === 'amount' ? cell.amount : null,
    currency: cell.currency ?? currency,
    status: 'covered',
    citation,
    plans,
    tiers,
  };
}

/** The label a row is matched on: its own words; a main row's include the benefit's first line. */
const labelOf = (row: BenefitRow) => row.own;

/**
 * The row that best names a key: one naming only this key first, then the first in the documents.
 * In a table without plan columns the label must start with the benefit's name, since such tables
 * also list narrower limits whose labels mention it ("Visitors' personal belongings").
 */
function rowFor(key: string, rows: readonly BenefitRow[], terms: Record<string, readonly string[]>) {
  const leading = new RegExp(`^\\W*${termPattern(terms[key] ?? []).source}`, 'i');
  const named = rows
    .map((row, order) => ({ row, order, keys: keysNamedBy(labelOf(row), terms) }))
    .filter((c) => c.keys.includes(key) && (c.row.plans.some((p) => p.name) || leading.test(labelOf(c.row))));
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
