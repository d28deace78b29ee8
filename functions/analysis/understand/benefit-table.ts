import { type LayoutCell, type LayoutRow, type PageLayout, rowText } from '../read/layout';
import {
  type Column,
  centre,
  columnOf,
  columnsUnder,
  fullNames,
  isHeaderCell,
  overlap,
  planColumns,
  valueColumn,
} from './table-columns';
import { type CellFigure, cellFigure, type FigureKind } from './table-figures';
import type { PolicyDocument } from './types';
import { benefitTerms, keysNamedBy, SUB_ROW_LABEL } from './vocabulary/benefits';

/**
 * Benefit tables read by position: a header row naming the plans (or tiers, age bands, trip
 * types) across, benefits down the side, each plan's figure in the cell under its name. Labels that
 * wrap over several lines, figures set level with the middle of their label, sub-limit rows under
 * a benefit ("Sub-limit for mobile phone", "• per article") and nil cells are all read by where
 * they stand, never from the next line of text.
 */
export interface PlanCell {
  readonly name: string;
  /** The plan's money figure, or null where the cell is nil, words, or empty. */
  readonly amount: number | null;
  readonly currency: string | null;
  readonly kind: FigureKind | 'missing';
  readonly subLimit: number | null;
}

export interface BenefitRow {
  readonly file: string;
  readonly page: number;
  /** The row's own label (wrapped lines joined), without row numbers or bullets. */
  readonly own: string;
  /** The first line of the benefit the row belongs to, when the row is one of its sub-rows. */
  readonly title: string | null;
  /** True for sub-limit, per-item, age-band and family rows under a benefit. */
  readonly subRow: boolean;
  readonly plans: readonly PlanCell[];
  /** Label and figures as they stand on the page, rows top to bottom. */
  readonly quote: string;
}

export interface BenefitTable {
  readonly file: string;
  readonly page: number;
  readonly plans: readonly string[];
  readonly rows: readonly BenefitRow[];
  /** Where the plan columns stand, for a table that runs on to the next page. */
  readonly columns: readonly Column[];
}

/** A label line of the table: its words, where it starts, and how it begins. */
interface Line {
  readonly index: number;
  readonly text: string;
  readonly indent: number;
  /** Starts with a row number ("3", "2.1", "b)"): a new benefit. */
  readonly numbered: boolean;
  readonly bullet: boolean;
  /** A heading in capitals across the label column ("MEDICAL BENEFITS"): a benefit of its own. */
  readonly heading: boolean;
}

interface FigureRow {
  readonly index: number;
  readonly cells: readonly PlanCell[];
}

const ROW_NUMBER = /^(\d{1,2}(\.\d{1,2})*|[a-z]|[ivx]{1,4})[.)]?$/i;
const BULLET = /^[•\-–*▪●◦]$/;

/** The label part of a row: cells left of the first plan column, row numbers and bullets set apart. */
function lineOf(row: LayoutRow, index: number, left: number): Line | null {
  // Figures left of the plan columns (an excess column) are never part of a label.
  const cells = row.cells.filter((c) => (c.x2 <= left + 2 || centre(c) < left) && !cellFigure(c));
  if (cells.length === 0) return null;
  let numbered = false;
  let bullet = false;
  const words: LayoutCell[] = [];
  for (const cell of cells) {
    if (words.length === 0 && ROW_NUMBER.test(cell.text) && cells.length > 1) numbered = true;
    else if (words.length === 0 && BULLET.test(cell.text)) bullet = true;
    else words.push(cell);
  }
  const text = words.map((c) => c.text).join(' ');
  if (!text) return null;
  const letters = text.replace(/[^A-Za-z]/g, '');
  return {
    index,
    text,
    indent: words[0]?.x ?? 0,
    numbered,
    bullet: bullet || /^[•▪●◦]\s/.test(text),
    heading: letters.length >= 6 && letters === letters.toUpperCase() && text.includes(' '),
  };
}

/**
 * A bare number under a plan's name ("300" in a table of S$ amounts) is that plan's figure: the
 * header or the document names the currency. Such cells do not make a table, they only fill one.
 */
function bareFigure(text: string): CellFigure | null {
  if (!/^\d{2,7}(\.\d{2})?$/.test(text)) return null;
  return { kind: 'amount', amount: Number(text), currency: null, subLimit: null };
}

const blank = (name: string): PlanCell => ({
  name,
  amount: null,
  currency: null,
  kind: 'missing',
  subLimit: null,
});

/** Each plan's cell in a row; a figure spanning several columns counts for each of them. */
function figuresOf(row: LayoutRow, columns: readonly Column[], left: number): PlanCell[] | null {
  const cells: PlanCell[] = columns.map((c) => blank(c.name));
  const filled = new Set<number>();
  let found = false;
  for (const cell of row.cells) {
    if (cell.x2 <= left + 2) continue;
    const figure: CellFigure | null = cellFigure(cell) ?? bareFigure(cell.text);
    if (!figure) continue;
    columns.forEach((column, i) => {
      if (overlap(cell, column) > 0 || Math.abs(centre(cell) - centre(column)) < 8) {
        // Two figures under one plan's name: which is the plan's cannot be told.
        const taken = filled.has(i);
        filled.add(i);
        cells[i] = taken ? { ...blank(column.name) } : { name: column.name, ...figure };
        found = true;
      }
    });
  }
  return found ? cells : null;
}

/** Prose running across the plan columns (a note under the table) ends it. */
function endsTable(row: LayoutRow, columns: readonly Column[], left: number): boolean {
  return row.cells.some((cell) => {
    if (cellFigure(cell)) return false;
    const spanned = columns.filter((c) => overlap(cell, c) > 0).length;
    return spanned >= 2 || (cell.x < left && cell.x2 > centre(columns[0] ?? cell));
  });
}

interface TableParts {
  readonly lines: readonly Line[];
  readonly figures: readonly FigureRow[];
}

/** The rows under a header, up to prose across the columns, a wide gap, or the next header. */
function partsOf(rows: readonly LayoutRow[], h: number, columns: readonly Column[]): TableParts {
  const left = Math.min(...columns.map((c) => c.x)) - 2;
  const lines: Line[] = [];
  const figures: FigureRow[] = [];
  let lastY: number | null = null;
  for (let i = h + 1; i < rows.length; i++) {
    const row = rows[i] as LayoutRow;
    const cells = figuresOf(row, columns, left);
    const apart = lastY !== null && row.y - lastY > row.height * 4;
    if (apart || (!cells && endsTable(row, columns, left))) break;
    if (!cells && row.cells.length >= 2 && row.cells.every(isHeaderCell) && columnsUnder(rows, i)) break;
    const line = lineOf(row, i, left);
    if (line) lines.push(line);
    if (cells) figures.push({ index: i, cells });
    if (line || cells) lastY = row.y;
  }
  return { lines, figures };
}

/** The usual distance between two lines of one wrapped label. */
function lineSpacing(rows: readonly LayoutRow[], lines: readonly Line[]): number {
  const gaps = lines
    .slice(1)
    .map((l, i) => (rows[l.index]?.y ?? 0) - (rows[lines[i]?.index ?? 0]?.y ?? 0))
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  const height = rows[lines[0]?.index ?? 0]?.height ?? 10;
  return Math.max(gaps[Math.floor(gaps.length / 4)] ?? height * 1.2, height);
}

const isSubRow = (line: Line, title: Line | null) =>
  title !== null && (line.bullet || SUB_ROW_LABEL.test(line.text) || line.indent > title.indent + 3);

/** Splits the label lines into benefits: after a wide gap, at a row number, or at a new labelled figure. */
function blocksOf(rows: readonly LayoutRow[], parts: TableParts, spacing: number): Line[][] {
  const blocks: Line[][] = [];
  const hasFigure = (index: number) => parts.figures.some((f) => f.index === index);
  for (const line of parts.lines) {
    const block = blocks[blocks.length - 1];
    const previous = block?.[block.length - 1];
    const start = block?.[0];
    const gap = previous ? (rows[line.index]?.y ?? 0) - (rows[previous.index]?.y ?? 0) : 0;
    const figureBefore =
      start !== undefined && parts.figures.some((f) => f.index >= start.index && f.index < line.index);
    const newLabelled = hasFigure(line.index) && figureBefore && !isSubRow(line, start ?? null);
    const apart = line.numbered || line.heading || previous?.heading;
    if (!block || !start || gap > spacing * 1.6 || apart || newLabelled) blocks.push([line]);
    else block.push(line);
  }
  return blocks;
}

/** The figure row each label line belongs to: its own row, a figure set level with it, or the one above. */
function ownerOf(line: Line, figures: readonly FigureRow[], rows: readonly LayoutRow[], spacing: number) {
  const same = figures.find((f) => f.index === line.index);
  if (same) return same;
  const y = rows[line.index]?.y ?? 0;
  const below = figures.find((f) => f.index > line.index);
  const above = [...figures].reverse().find((f) => f.index < line.index);
  if (below && (rows[below.index]?.y ?? 0) - y < spacing * 0.75) return below;
  return above ?? below ?? null;
}

/** The page's words from one row to another, as they stand (what a quote is checked against). */
function quoteOf(rows: readonly LayoutRow[], from: number, to: number): string {
  let start = from;
  const text = () =>
    rows
      .slice(start, to + 1)
      .map(rowText)
      .join(' ');
  while (start < to && text().length > 240) start++;
  return text();
}

/** The figure rows of each benefit: those from its first line to the next benefit's first line. */
function figuresOfBlocks(blocks: readonly Line[][], figures: readonly FigureRow[]): FigureRow[][] {
  return blocks.map((block, b) => {
    const from = block[0]?.index ?? 0;
    const to = blocks[b + 1]?.[0]?.index ?? Number.POSITIVE_INFINITY;
    return figures.filter((f) => f.index >= from && f.index < to);
  });
}

function rowsOfBlock(
  file: string,
  page: number,
  block: readonly Line[],
  figures: readonly FigureRow[],
  rows: readonly LayoutRow[],
  spacing: number,
): BenefitRow[] {
  const first = block[0];
  if (!first) return [];
  const owners = new Map(block.map((l) => [l, ownerOf(l, figures, rows, spacing)]));
  return figures.flatMap((figure) => {
    const own = block.filter((l) => owners.get(l) === figure);
    const lead = own[0];
    if (!lead) return [];
    const title = own.includes(first) ? null : first;
    return [
      {
        file,
        page,
        own: own.map((l) => l.text).join(' '),
        title: title?.text ?? null,
        subRow: isSubRow(lead, title),
        plans: figure.cells,
        quote: quoteOf(rows, Math.min(lead.index, figure.index), figure.index),
      },
    ];
  });
}

/** The benefits of one table: its rows under the header, split into benefits, each with its figures. */
function tableOf(
  file: string,
  page: number,
  rows: readonly LayoutRow[],
  h: number,
  columns: readonly Column[],
  parts: TableParts = partsOf(rows, h, columns),
): BenefitTable[] {
  const spacing = lineSpacing(rows, parts.lines);
  const blocks = blocksOf(rows, parts, spacing);
  const figures = figuresOfBlocks(blocks, parts.figures);
  const benefits = blocks.flatMap((block, b) =>
    rowsOfBlock(file, page, block, figures[b] ?? [], rows, spacing),
  );
  if (benefits.length === 0) return [];
  const plans = columns.filter((c) => c.name).map((c) => c.name);
  return [{ file, page, plans, rows: benefits, columns }];
}

/** Every benefit table on a page: each header row whose plan columns have figures under them. */
function tablesOnPage(file: string, page: number, layout: PageLayout): BenefitTable[] {
  const tables: BenefitTable[] = [];
  const rows = layout.rows;
  for (let h = 0; h < rows.length; h++) {
    const found = columnsUnder(rows, h);
    if (!found) continue;
    const columns = planColumns(fullNames(rows, h, found));
    const parts = partsOf(rows, h, columns);
    const distinct = new Set(columns.map((c) => c.name.toLowerCase())).size === columns.length;
    if (distinct) tables.push(...tableOf(file, page, rows, h, columns, parts));
    h = Math.max(h, ...parts.figures.map((f) => f.index), ...parts.lines.map((l) => l.index));
  }
  if (tables.length > 0) return tables;
  const single = valueColumn(rows, layout.width);
  return single ? tableOf(file, page, rows, single.start, [single.column]) : [];
}

/**
 * A table that runs on from the previous page without repeating its header: rows at the top of
 * the page with figures under the same plan columns, and the label lines just above them.
 */
function continuedTable(file: string, page: number, layout: PageLayout, columns: readonly Column[]) {
  const rows = layout.rows;
  const left = Math.min(...columns.map((c) => c.x)) - 2;
  const first = rows.findIndex((row) => {
    const cells = figuresOf(row, columns, left);
    return cells !== null && cells.filter((c) => c.kind !== 'missing').length >= 2;
  });
  if (first < 0) return [];
  // A header of its own above the figures starts another table, not this one running on.
  const header = (r: LayoutRow) =>
    r.cells.length >= 2 && r.cells.every(isHeaderCell) && r.cells.some((c) => c.x2 > left);
  if (rows.slice(0, first).some(header)) return [];
  let start = first - 1;
  while (start >= 0) {
    const row = rows[start] as LayoutRow;
    const next = rows[start + 1] as LayoutRow;
    if (next.y - row.y > row.height * 2 || endsTable(row, columns, left)) break;
    start--;
  }
  const tables = tableOf(file, page, rows, start, columns);
  // Figures beside the columns, not under them, belong to another table.
  const figures = rows.flatMap((row) => row.cells.filter((c) => cellFigure(c)));
  const stray = figures.filter((c) => columnOf(c, columns) < 0).length;
  if (stray * 2 > figures.length - stray) return [];
  return tables.filter((t) => t.rows.length >= 2);
}

/** The benefit tables of a document read with its layout (none for documents stored without one). */
export function benefitTables(document: PolicyDocument): BenefitTable[] {
  const tables: BenefitTable[] = [];
  let carried: readonly Column[] | null = null;
  (document.layout ?? []).forEach((layout, i) => {
    let found = tablesOnPage(document.file, i + 1, layout);
    if (found.length === 0 && carried) found = continuedTable(document.file, i + 1, layout, carried);
    tables.push(...found);
    carried = found.length > 0 ? (found[found.length - 1]?.columns ?? null) : null;
  });
  return tables;
}

/** Column names that are ages, kinds of trip, people or parts of the cover, not plans one holds. */
const NOT_A_PLAN =
  /\b(?:trip|one-?way|return|annual|single|age[ds]?|years?|adults?|child(?:ren)?|famil(?:y|ies)|individual|couple|days?|home|buildings?|contents|claims?)\b|^(?:under|over|up to)\b|\d\s*(?:to|-|–|and over|\+)/i;

/**
 * Every plan the documents' benefit tables name for an item, each set of plan columns in turn: a
 * wording may print one table for its plans and another for the same plans with pre-existing
 * conditions covered, and its holder may hold any of them. Columns of ages, kinds of trip or
 * people are no plans, nor are the columns of a table that gives none of the item's covers.
 */
export function planNamesFor(documents: readonly PolicyDocument[], itemType: string): string[] {
  const terms = benefitTerms(itemType);
  const names = new Map<string, string>();
  for (const table of documents.flatMap(benefitTables)) {
    if (table.plans.length < 2 || table.plans.some((plan) => NOT_A_PLAN.test(plan))) continue;
    if (!table.rows.some((row) => keysNamedBy(row.own, terms).length > 0)) continue;
    for (const plan of table.plans) if (!names.has(plan.toLowerCase())) names.set(plan.toLowerCase(), plan);
  }
  return [...names.values()];
}
