import { type BandLine, inBands } from './bands';
import { type LayoutCell, type LayoutRow, type PageLayout, rowText } from './layout';

/**
 * A page set in two columns of prose ("What your policy covers" beside "What your policy does not
 * cover", or text that flows from one column into the next) is read column by column: the left
 * column's lines, then the right column's, between the lines that run across both. The text a PDF
 * library gives in its content order may instead put a column's heading after the column, or
 * interleave the two. Tables (a benefit beside its figures, several columns of cells) are not
 * columns of prose and keep their order.
 */

/** Rows in the top and bottom margins: page headers and footers, read where they stand. */
const MARGIN = 0.07;
/** At most this share of the body's rows (or one row) may run across the gutter: headings that span both columns. */
const MOST_CROSSING = 0.12;
/** The longer column holds text on at least this share of the body's rows, the shorter on this many. */
const LEAST_SHARE = 0.25;
const LEAST_ROWS = 3;
/** Each column is at least this share of the width the text spans. */
const LEAST_WIDTH = 0.3;

/** A list mark set apart from its item ("a)", "iii)", "•", "1."): part of the item's line. */
const LIST_MARK = /^(?:\(?[a-z]{1,4}\)|[a-z]{1,4}\.|\(?\d{1,2}[.)]?|[•●▪◦∙·*–-])$/i;
/** A cell that is a figure, not words: a table's value column. */
const FIGURE = /^[^a-z]*$|^(?:up to |max\.? )?[£$€]|\b(?:nil|n\/a|covered|included|yes|no)$/i;

interface Gutter {
  readonly from: number;
  readonly to: number;
}

const crosses = (cell: LayoutCell, x: number) => cell.x < x && cell.x2 > x;

function bodyRows(layout: PageLayout): LayoutRow[] {
  return layout.rows.filter((r) => r.y > layout.height * MARGIN && r.y < layout.height * (1 - MARGIN));
}

/** The x in the middle of the page that the fewest rows run across, with the empty band around it. */
function gutterOf(rows: readonly LayoutRow[], left: number, right: number): Gutter | null {
  const span = right - left;
  let best: { x: number; crossing: number } | null = null;
  for (let x = Math.ceil(left + span * 0.3); x <= left + span * 0.7; x++) {
    const crossing = rows.filter((r) => r.cells.some((c) => crosses(c, x))).length;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  if (!best || best.crossing > Math.max(1, rows.length * MOST_CROSSING)) return null;
  const x = best.x;
  const open = rows.filter((r) => !r.cells.some((c) => crosses(c, x))).flatMap((r) => r.cells);
  const from = Math.max(left, ...open.filter((c) => c.x2 <= x).map((c) => c.x2));
  const to = Math.min(right, ...open.filter((c) => c.x >= x).map((c) => c.x));
  return to - from >= 6 ? { from, to } : null;
}

/** The words of one side of a row, its list mark joined to its item. */
function sideText(cells: readonly LayoutCell[]): string {
  return cells.map((c) => c.text).join(' ');
}

/** A side holds prose: one run of words per row (beside a list mark), not a table's cells or figures. */
function isProse(sides: readonly (readonly LayoutCell[])[]): boolean {
  const words = sides.map((cells) => cells.filter((c) => !LIST_MARK.test(c.text)));
  const tabular = words.filter((cells) => cells.length > 1).length;
  const figures = words.filter((cells) => cells.some((c) => FIGURE.test(c.text))).length;
  return tabular <= sides.length * 0.1 && figures <= sides.length * 0.2;
}

/** The page's text in reading order when it is set in two columns of prose; null when it is not. */
export function columnText(layout: PageLayout): string | null {
  const rows = bodyRows(layout);
  const cells = rows.flatMap((r) => r.cells);
  if (rows.length < 5 || cells.length === 0) return null;
  const left = Math.min(...cells.map((c) => c.x));
  const right = Math.max(...cells.map((c) => c.x2));
  const gutter = gutterOf(rows, left, right);
  if (!gutter) return null;
  const split = (row: LayoutRow) => ({
    left: row.cells.filter((c) => c.x2 <= gutter.from),
    right: row.cells.filter((c) => c.x >= gutter.to),
  });
  const sides = rows.map(split);
  const lefts = sides.map((s) => s.left).filter((s) => s.length > 0);
  const rights = sides.map((s) => s.right).filter((s) => s.length > 0);
  // One column may be short (a grant of two lines beside its list of refusals), never both.
  const [fewer, more] = [lefts.length, rights.length].sort((a, b) => a - b) as [number, number];
  if (fewer < LEAST_ROWS || more < rows.length * LEAST_SHARE) return null;
  if (
    (gutter.from - left) / (right - left) < LEAST_WIDTH ||
    (right - gutter.to) / (right - left) < LEAST_WIDTH
  )
    return null;
  if (!isProse(lefts) || !isProse(rights)) return null;
  return inColumns(layout.rows, gutter, new Set(rows));
}

/** Left column, then right, band by band; a row across the gutter (or in a margin) ends a band. */
function inColumns(rows: readonly LayoutRow[], gutter: Gutter, body: ReadonlySet<LayoutRow>): string {
  return inBands(
    rows.map((row): BandLine => {
      const across = row.cells.some((c) => c.x < gutter.to && c.x2 > gutter.from);
      if (across || !body.has(row)) return { across: [rowText(row)] };
      const l = row.cells.filter((c) => c.x2 <= gutter.from);
      const r = row.cells.filter((c) => c.x >= gutter.to);
      return { left: l.length > 0 ? [sideText(l)] : [], right: r.length > 0 ? [sideText(r)] : [] };
    }),
  );
}
