import type { LayoutCell, LayoutRow } from '../read/layout';
import { cellFigure } from './table-figures';

/** Finding a benefit table's plan columns from its header row and the figure cells under it. */
export interface Column {
  readonly name: string;
  readonly x: number;
  readonly x2: number;
}

export const centre = (c: { x: number; x2: number }) => (c.x + c.x2) / 2;
export const overlap = (a: { x: number; x2: number }, b: { x: number; x2: number }) =>
  Math.min(a.x2, b.x2) - Math.max(a.x, b.x);

/** A header cell: a short name with no figure in it ("Gold", "Plan B", "12 to 69 years"). */
export function isHeaderCell(cell: LayoutCell): boolean {
  const words = cell.text.split(' ').length;
  return cell.text.length <= 40 && words <= 6 && !/[.:;]$/.test(cell.text) && cellFigure(cell) === null;
}

/** The header cell a figure cell stands under, or -1 when none or several. */
export function columnOf(cell: LayoutCell, columns: readonly { x: number; x2: number }[]): number {
  const hits = columns
    .map((c, i) => ({ i, o: overlap(cell, c), d: Math.abs(centre(cell) - centre(c)) }))
    .filter((h) => h.o > 0 || h.d < 8);
  if (hits.length !== 1) return -1;
  return hits[0]?.i ?? -1;
}

/** The plan columns a header row names, judged by the figure cells standing under its cells. */
export function columnsUnder(rows: readonly LayoutRow[], h: number): Column[] | null {
  const header = nameCells(rows[h]);
  if (!header) return null;
  const counts = header.cells.map(() => 0);
  let fullRows = 0;
  // Figures under no header cell, or two under one: the header does not name these columns.
  let stray = 0;
  const labelEdge = header.cells[0]?.x2 ?? 0;
  for (const row of rows.slice(h + 1, h + 60)) {
    if (row !== rows[h + 1] && row.cells.length >= 2 && row.cells.every(isHeaderCell)) {
      if (sameColumns(row, header)) break;
    }
    const hit = new Set<number>();
    for (const cell of row.cells) {
      if (!cellFigure(cell)) continue;
      const i = columnOf(cell, header.cells);
      if (i >= 0 && hit.has(i)) stray++;
      else if (i >= 0) hit.add(i);
      else if (cell.x > labelEdge) stray++;
    }
    for (const i of hit) counts[i] = (counts[i] ?? 0) + 1;
    if (hit.size >= 2) fullRows++;
  }
  const columns = header.cells.filter((_, i) => (counts[i] ?? 0) >= 2);
  const aligned = counts.reduce((a, b) => a + b, 0);
  if (columns.length < 2 || fullRows < 2 || stray * 2 > aligned) return null;
  return columns.map((c) => ({ name: c.text, x: c.x, x2: c.x2 }));
}

function sameColumns(a: LayoutRow, b: LayoutRow): boolean {
  return a.cells.length === b.cells.length && a.cells.every((c, i) => columnOf(c, [b.cells[i] ?? c]) === 0);
}

/**
 * A name a header row gives a plan or column ("Gold", "Plan B", "Single trip", "Under 65"), not a
 * fragment of a sentence or a figure wrapped into the row ("each child,", "Max. Sum Insured
 * Available"): it starts with a capital or a digit, does not end as a clause does, and has no
 * abbreviation, ellipsis or currency sign.
 */
export function isPlanName(text: string): boolean {
  const name = text.trim();
  if (!/^[\p{Lu}\d(]/u.test(name) || /[,;:]$/.test(name)) return false;
  return !/…|\.\.|\b[A-Za-z]{2,4}\.(\s|$)|[£$€¥₹]/.test(name);
}

/**
 * The cells of a header row that may name columns: short names with no figure. The first cell may
 * be longer, or no name (it heads the labels: "Benefits for each insured person"). A row with
 * another cell that is no plan's name is not a header row.
 */
function nameCells(row: LayoutRow | undefined): LayoutRow | null {
  if (!row) return null;
  const [first, ...rest] = row.cells;
  const heading = first && (!isHeaderCell(first) || !isPlanName(first.text)) && !cellFigure(first);
  const cells = heading ? rest : row.cells;
  const named = cells.every((c) => isHeaderCell(c) && isPlanName(c.text));
  return cells.length >= 2 && named ? { ...row, cells } : null;
}

/** A row above the header naming each column too ("Plan A" over "Single trip") makes the names whole. */
export function fullNames(rows: readonly LayoutRow[], h: number, columns: readonly Column[]): Column[] {
  const above = rows[h - 1];
  const header = rows[h];
  if (!above || !header || header.y - above.y > header.height * 2.2) return [...columns];
  const parts = columns.map((c) => above.cells.filter((cell) => columnOf(cell, [c]) === 0));
  if (parts.some((p) => p.length !== 1)) return [...columns];
  const texts = parts.map((p) => p[0]?.text ?? '');
  // The same words over every column ("Maximum limit payable") name the table, not the plans; a
  // fragment of a sentence or figure above them names nothing.
  if (new Set(texts).size === 1 || !texts.every(isPlanName)) return [...columns];
  return columns.map((c, i) => ({ ...c, name: `${texts[i]} ${c.name}` }));
}

/**
 * A table with one column of figures and no plan names (label | limit | notes): four or more
 * figure cells starting at the same x, most with a label to their left on the same row.
 */
export function valueColumn(
  rows: readonly LayoutRow[],
  pageWidth: number,
): { start: number; column: Column } | null {
  const groups = new Map<number, { row: number; cell: LayoutCell; labelled: boolean }[]>();
  rows.forEach((row, i) => {
    row.cells.forEach((cell, c) => {
      const figure = c > 0 && cell.x > pageWidth * 0.25 ? cellFigure(cell) : null;
      if (!figure || figure.kind === 'other') return;
      const key = Math.round(cell.x / 4);
      const list = groups.get(key) ?? groups.get(key - 1) ?? groups.get(key + 1) ?? [];
      if (list.length === 0) groups.set(key, list);
      list.push({
        row: i,
        cell,
        labelled: !(row.cells[c - 1] ? cellFigure(row.cells[c - 1] as LayoutCell) : null),
      });
    });
  });
  // A column of a wider table has other figures beside it on many of its rows.
  const alone = (v: { row: number; cell: LayoutCell }) =>
    !(rows[v.row]?.cells ?? []).some((c) => c !== v.cell && c.x > pageWidth * 0.25 && cellFigure(c));
  const best = [...groups.values()]
    .filter((g) => g.length >= 4 && g.filter((v) => v.labelled).length >= 3)
    .filter((g) => g.filter(alone).length >= g.length * 0.7)
    .sort((a, b) => b.length - a.length)[0];
  if (!best?.[0]) return null;
  const x = Math.min(...best.map((v) => v.cell.x));
  const x2 = Math.max(...best.map((v) => v.cell.x2));
  // Figures standing left of the column, among its rows, belong to columns this reader did not find.
  const from = best[0].row;
  const to = best[best.length - 1]?.row ?? from;
  const before = rows
    .slice(from, to + 1)
    .filter((row) => row.cells.some((c) => c.x2 < x && c.x > pageWidth * 0.25 && cellFigure(c)));
  if (before.length >= 2) return null;
  // The table starts above its first figure where that figure's label begins.
  let start = best[0].row - 1;
  while (start >= 0) {
    const row = rows[start] as LayoutRow;
    const next = rows[start + 1] as LayoutRow;
    if (next.y - row.y > row.height * 2 || row.cells.some((c) => c.x2 > x - 2 && c.x < x2)) break;
    start--;
  }
  return { start, column: { name: '', x, x2 } };
}

/** A column of what the customer pays (the excess), never a plan's limit. */
const PAID_BY_CUSTOMER = /\b(excess|excesses|deductible|co-?pay(ments?)?|you pay)\b/i;
/** Columns that give one limit's scope ("Per person | Per policy"), not plans. */
const SCOPE =
  /^(limit )?per (person|insured( person)?|traveller|policy|family|item|article|claim|trip|event)$/i;
const PER_PERSON = /per (person|insured|traveller)/i;

/**
 * The plan columns among a header's columns. An excess column is left out; columns that only say
 * "Limit" or give its scope ("Per person", "Per policy") make one unnamed column of limits (the
 * per-person one when there are both), so the table has no plans to choose from.
 */
export function planColumns(columns: readonly Column[]): Column[] {
  const limits = columns.filter((c) => !PAID_BY_CUSTOMER.test(c.name));
  const plans = limits.filter((c) => !SCOPE.test(c.name));
  const single = (c: Column | undefined) => (c ? [{ ...c, name: '' }] : []);
  if (plans.length === 0) return single(limits.find((c) => PER_PERSON.test(c.name)) ?? limits[0]);
  if (plans.length === 1) return single(plans[0]);
  return plans;
}
