import { type GreyImage, INK } from './clean-scan';

/** A rectangle on the page image, in pixels (x1, y1 exclusive). */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A grid of square cells laid over the page: the unit the search for unread ink works in. */
interface Grid {
  readonly cell: number;
  readonly cols: number;
  readonly rows: number;
}

/** Cells holding at least this many ink pixels are inked (specks left by removed rules are not). */
const MIN_INK_PER_CELL = 3;
/** How far apart (in cells) two inked cells may be and still be one region: a word gap across, a line gap down. */
const REACH_ACROSS = 4;
const REACH_DOWN = 1;

function inkedCells(image: GreyImage, grid: Grid): Uint8Array {
  const { pixels, width, height, stride } = image;
  const counts = new Uint16Array(grid.cols * grid.rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / grid.cell) * grid.cols;
    for (let x = 0; x < width; x++) {
      const at = row + Math.floor(x / grid.cell);
      if ((pixels[y * stride + x] ?? 255) < INK) counts[at] = (counts[at] ?? 0) + 1;
    }
  }
  return Uint8Array.from(counts, (n) => (n >= MIN_INK_PER_CELL ? 1 : 0));
}

/** Clears the cells under each box already read (and one cell round it). */
function clearRead(cells: Uint8Array, grid: Grid, read: readonly Box[]): void {
  for (const box of read) {
    const c0 = Math.max(0, Math.floor(box.x0 / grid.cell) - 1);
    const c1 = Math.min(grid.cols - 1, Math.floor(box.x1 / grid.cell) + 1);
    const r0 = Math.max(0, Math.floor(box.y0 / grid.cell) - 1);
    const r1 = Math.min(grid.rows - 1, Math.floor(box.y1 / grid.cell) + 1);
    for (let r = r0; r <= r1; r++) cells.fill(0, r * grid.cols + c0, r * grid.cols + c1 + 1);
  }
}

/** The inked cells reachable from one cell, as a box in cells, clearing them as it goes. */
function takeRegion(cells: Uint8Array, grid: Grid, start: number): Box & { count: number } {
  const stack = [start];
  cells[start] = 0;
  let [x0, y0, x1, y1, count] = [grid.cols, grid.rows, 0, 0, 0];
  while (stack.length > 0) {
    const at = stack.pop() ?? 0;
    const col = at % grid.cols;
    const row = Math.floor(at / grid.cols);
    [x0, y0, x1, y1, count] = [
      Math.min(x0, col),
      Math.min(y0, row),
      Math.max(x1, col),
      Math.max(y1, row),
      count + 1,
    ];
    for (let r = Math.max(0, row - REACH_DOWN); r <= Math.min(grid.rows - 1, row + REACH_DOWN); r++) {
      for (let c = Math.max(0, col - REACH_ACROSS); c <= Math.min(grid.cols - 1, col + REACH_ACROSS); c++) {
        const next = r * grid.cols + c;
        if (cells[next]) {
          cells[next] = 0;
          stack.push(next);
        }
      }
    }
  }
  return { x0, y0, x1: x1 + 1, y1: y1 + 1, count };
}

/**
 * Where a page holds ink that OCR's layout analysis left unread: a large heading set apart from
 * the body, a heading between two rules, white text on a dark band. Each region is as tall as a
 * line of text or a few (not a speck, not a whole picture), padded a little, in reading order
 * (top to bottom). Reading these again on their own recovers text the first pass dropped.
 */
export function unreadRegions(image: GreyImage, read: readonly Box[], dpi: number): Box[] {
  const cell = Math.max(4, Math.round(dpi / 25));
  const grid: Grid = { cell, cols: Math.ceil(image.width / cell), rows: Math.ceil(image.height / cell) };
  const cells = inkedCells(image, grid);
  clearRead(cells, grid, read);
  const regions: Box[] = [];
  for (let i = 0; i < cells.length; i++) {
    if (!cells[i]) continue;
    const region = takeRegion(cells, grid, i);
    const [width, height] = [(region.x1 - region.x0) * cell, (region.y1 - region.y0) * cell];
    const textLike = height >= dpi / 16 && height <= dpi * 2 && width >= dpi / 8 && region.count >= 6;
    if (!textLike) continue;
    regions.push({
      x0: Math.max(0, region.x0 * cell - cell),
      y0: Math.max(0, region.y0 * cell - cell),
      x1: Math.min(image.width, region.x1 * cell + cell),
      y1: Math.min(image.height, region.y1 * cell + cell),
    });
  }
  return regions.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** The share of a region's pixels that are ink: over half is light text on a dark band. */
export function inkShare(image: GreyImage, box: Box): number {
  let ink = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) if ((image.pixels[y * image.stride + x] ?? 255) < INK) ink++;
  }
  return ink / Math.max(1, (box.x1 - box.x0) * (box.y1 - box.y0));
}
