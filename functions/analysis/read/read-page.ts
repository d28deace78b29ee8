import { columnText } from './columns';
import { layoutOf, type PageLayout, type TextPiece } from './layout';

/** What pdf.js gives for one text item (the fields read here). */
interface PdfTextItem {
  readonly str?: string;
  readonly transform?: readonly number[];
  readonly width?: number;
  readonly height?: number;
  readonly hasEOL?: boolean;
}

/** The part of a pdf.js page used here. */
export interface PdfPageLike {
  readonly view: readonly number[];
  getTextContent(): Promise<{ items: readonly unknown[] }>;
}

export interface ReadPage {
  /**
   * The page's text as pdf.js orders it (items joined, a new line where an item ends one), or
   * column by column when the page is set in two columns of prose.
   */
  readonly text: string;
  readonly layout: PageLayout;
}

function isTextItem(item: unknown): item is PdfTextItem & { str: string } {
  return typeof (item as PdfTextItem).str === 'string';
}

/** Text items set upright (not rotated), as pieces with their baseline measured from the page top. */
function piecesOf(items: readonly PdfTextItem[], top: number): TextPiece[] {
  const pieces: TextPiece[] = [];
  for (const item of items) {
    const [a = 1, b = 0, c = 0, , e = 0, f = 0] = item.transform ?? [];
    if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0) continue;
    pieces.push({
      x: e,
      y: top - f,
      width: item.width ?? 0,
      height: item.height ?? 0,
      text: item.str ?? '',
    });
  }
  return pieces;
}

/** One page's text and layout from a single pass over its text content. */
export async function readPage(page: PdfPageLike): Promise<ReadPage> {
  const content = await page.getTextContent();
  const items = content.items.filter(isTextItem);
  const text = items.map((item) => item.str + (item.hasEOL ? '\n' : '')).join('');
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const layout = layoutOf(piecesOf(items, y1), x1 - x0, y1 - y0);
  return { text: columnText(layout) ?? text, layout };
}
