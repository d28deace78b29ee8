/**
 * A page's words with where they stand: rows rebuilt from the y of each text item (top of the page
 * first) and, in each row, cells split where the horizontal gap is wide. Tables are read from this;
 * prose keeps being read from the page text.
 */
export interface LayoutCell {
  /** Left and right edge, in points from the page's left. */
  readonly x: number;
  readonly x2: number;
  readonly text: string;
}

export interface LayoutRow {
  /** Baseline, in points from the top of the page. */
  readonly y: number;
  /** Font height of the row's text. */
  readonly height: number;
  /** Left to right. */
  readonly cells: readonly LayoutCell[];
}

export interface PageLayout {
  readonly width: number;
  readonly height: number;
  /** Top to bottom. */
  readonly rows: readonly LayoutRow[];
}

/** A positioned piece of text as the PDF library gives it (baseline from the top of the page). */
export interface TextPiece {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly text: string;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Two pieces are one row when their baselines differ by less than half a line (superscripts too). */
function sameRow(row: { y: number; height: number }, piece: TextPiece): boolean {
  const height = Math.max(Math.min(row.height, piece.height), 4);
  return Math.abs(row.y - piece.y) <= height * 0.5;
}

/** A piece whose text holds a run of spaces is split there, its words placed by character share. */
function splitOnSpaceRuns(piece: TextPiece): TextPiece[] {
  if (!/\S\s{2,}\S/.test(piece.text)) return [piece];
  const perChar = piece.width / Math.max(piece.text.length, 1);
  const out: TextPiece[] = [];
  for (const m of piece.text.matchAll(/\S+(?: \S+)*/g)) {
    const start = m.index ?? 0;
    out.push({ ...piece, x: piece.x + start * perChar, width: m[0].length * perChar, text: m[0] });
  }
  return out;
}

/** Cells of one row: pieces joined left to right until the gap is wider than about a letter height. */
function cellsOf(pieces: readonly TextPiece[]): LayoutCell[] {
  const sorted = [...pieces].sort((a, b) => a.x - b.x);
  const cells: { x: number; x2: number; text: string }[] = [];
  for (const piece of sorted) {
    const last = cells[cells.length - 1];
    const gap = last ? piece.x - last.x2 : Number.POSITIVE_INFINITY;
    if (last && gap <= Math.max(piece.height, 4)) {
      const space = gap > piece.height * 0.15 && !last.text.endsWith(' ') && !piece.text.startsWith(' ');
      last.text += (space ? ' ' : '') + piece.text;
      last.x2 = Math.max(last.x2, piece.x + piece.width);
    } else {
      cells.push({ x: piece.x, x2: piece.x + piece.width, text: piece.text });
    }
  }
  return cells
    .map((c) => ({ x: round(c.x), x2: round(c.x2), text: c.text.replace(/\s+/g, ' ').trim() }))
    .filter((c) => c.text.length > 0);
}

/** Rebuilds a page's rows and cells from its positioned text pieces. */
export function layoutOf(pieces: readonly TextPiece[], width: number, height: number): PageLayout {
  const words = pieces.filter((p) => p.text.trim().length > 0 && p.height > 0).flatMap(splitOnSpaceRuns);
  const sorted = [...words].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: { y: number; height: number; pieces: TextPiece[] }[] = [];
  for (const piece of sorted) {
    const row = groups.find((g) => sameRow(g, piece));
    if (row) {
      row.pieces.push(piece);
      row.height = Math.max(row.height, piece.height);
    } else {
      groups.push({ y: piece.y, height: piece.height, pieces: [piece] });
    }
  }
  const rows = groups
    .map((g) => ({ y: round(g.y), height: round(g.height), cells: cellsOf(g.pieces) }))
    .filter((r) => r.cells.length > 0)
    .sort((a, b) => a.y - b.y);
  return { width: round(width), height: round(height), rows };
}

/** The text of a row as one line: its cells left to right. */
export function rowText(row: LayoutRow): string {
  return row.cells.map((c) => c.text).join(' ');
}

/** The page's rows as lines of text, top to bottom (what a quote from a table is checked against). */
export function layoutText(layout: PageLayout | undefined): string {
  return layout ? layout.rows.map(rowText).join('\n') : '';
}
