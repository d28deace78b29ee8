import type { ScanWord } from '#domain/schemas/policy';

/**
 * Finding quoted words on a PDF page and where they sit, from the page's text items. Pure, so the
 * matching rules can be tested without a browser.
 */

/** The parts of a pdf.js text item this needs: its text and where it is drawn on the page. */
export interface PageTextItem {
  readonly str: string;
  /** [a, b, c, d, e, f]: the text's matrix in page units; (e, f) is the start of its baseline. */
  readonly transform: readonly number[];
  /** Width of the whole item in page units. */
  readonly width: number;
  /** Height of the item in page units (0 when unknown). */
  readonly height: number;
}

/** A run of characters in one text item: str.slice(start, end). */
export interface ItemRange {
  readonly item: number;
  readonly start: number;
  readonly end: number;
}

/** A highlight's place as fractions of the page's width and height, so it scales with the page. */
export interface HighlightBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Below this many letters and digits a quote is too short to find reliably. */
const MIN_KEY_LENGTH = 3;

interface Keyed {
  readonly key: string;
  /** For each character of key, the item and offset it came from. */
  readonly origin: readonly { item: number; offset: number }[];
}

/**
 * Letters and digits only, lower-cased and without accents. Spacing, punctuation, currency signs,
 * line breaks and hyphenation vary between the extracted text a quote came from and the page's
 * drawn text, while the words themselves do not.
 */
function keyOf(texts: readonly string[]): Keyed {
  let key = '';
  const origin: { item: number; offset: number }[] = [];
  texts.forEach((text, item) => {
    for (let offset = 0; offset < text.length; offset++) {
      const folded = (text[offset] ?? '')
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]/gu, '');
      for (const char of folded) {
        key += char;
        origin.push({ item, offset });
      }
    }
  });
  return { key, origin };
}

/**
 * Where the quote's words are among the page's text items: one range per item it touches, in
 * page order; empty when the quote is not on the page (or too short to look for).
 */
export function findQuote(items: readonly Pick<PageTextItem, 'str'>[], quote: string): ItemRange[] {
  const wanted = keyOf([quote]).key;
  if (wanted.length < MIN_KEY_LENGTH) return [];
  const page = keyOf(items.map((i) => i.str));
  const at = page.key.indexOf(wanted);
  if (at < 0) return [];
  const ranges: { item: number; start: number; end: number }[] = [];
  for (const { item, offset } of page.origin.slice(at, at + wanted.length)) {
    const last = ranges.at(-1);
    if (last && last.item === item) last.end = offset + 1;
    else ranges.push({ item, start: offset, end: offset + 1 });
  }
  return ranges;
}

/** Turns a rectangle in page units into one in the rendered page's pixels. */
export type ToViewport = (rect: [number, number, number, number]) => number[];

/**
 * The boxes to draw over the rendered page for the given ranges. A range's horizontal extent is
 * taken in proportion to its characters, which is close enough to mark the words.
 */
export function highlightBoxes(
  items: readonly PageTextItem[],
  ranges: readonly ItemRange[],
  viewport: { readonly width: number; readonly height: number },
  toViewport: ToViewport,
): HighlightBox[] {
  const boxes: HighlightBox[] = [];
  for (const range of ranges) {
    const item = items[range.item];
    if (!item || item.str.length === 0 || viewport.width <= 0 || viewport.height <= 0) continue;
    const [, , c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = Math.hypot(c, d) || item.height;
    const x1 = e + (item.width * range.start) / item.str.length;
    const x2 = e + (item.width * range.end) / item.str.length;
    // From just below the baseline (descenders) to the top of capitals.
    const [px1 = 0, py1 = 0, px2 = 0, py2 = 0] = toViewport([x1, f - size * 0.25, x2, f + size * 0.9]);
    const left = Math.min(px1, px2);
    const top = Math.min(py1, py2);
    boxes.push({
      left: left / viewport.width,
      top: top / viewport.height,
      width: Math.abs(px2 - px1) / viewport.width,
      height: Math.abs(py2 - py1) / viewport.height,
    });
  }
  return boxes;
}

/**
 * The boxes to draw over a scanned page for the quote, from the words OCR read there and their
 * places (already shares of the page): a word partly quoted is marked in proportion to its letters.
 */
export function scanHighlightBoxes(words: readonly ScanWord[], quote: string): HighlightBox[] {
  const items = words.map((word) => ({ str: word.text }));
  return findQuote(items, quote).flatMap((range) => {
    const word = words[range.item];
    if (!word || word.text.length === 0) return [];
    const share = word.width / word.text.length;
    return [
      {
        left: word.left + share * range.start,
        top: word.top,
        width: share * (range.end - range.start),
        height: word.height,
      },
    ];
  });
}
