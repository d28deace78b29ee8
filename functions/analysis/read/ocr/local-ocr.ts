import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';
import { cleanScan, type GreyImage } from './clean-scan';
import { readingOrder } from './columns';
import { OCR_LIMITS } from './limits';
import { withListIcons } from './list-icons';
import { asOcrLines, type PlacedLine, withRecoveredLines } from './placed-lines';
import { type ScanRead, wordsOfLines } from './scan-words';
import { type ColumnBand, proseColumns } from './text-columns';
import { type Box, inkShare, unreadRegions } from './unread-regions';

type Mupdf = typeof import('mupdf');

/** At most this many regions of a page are read again (a page of pictures is not read piece by piece). */
const MAX_RECOVERED_REGIONS = 8;
/** Words read again from an unread region are kept only when the engine is this sure of them. */
const MIN_RECOVERED_CONFIDENCE = 60;

/**
 * Reads scanned pages on this machine: mupdf renders each page at 200 dpi in grey, the image is
 * cleaned (shading whitened, ruled lines removed), tesseract.js reads it with the English data
 * installed with the app (two columns of prose each on its own), ink its layout analysis left
 * unread is read again region by region, and list icons it took for pictures become bullets.
 * Both libraries are loaded by dynamic import and left out of the Lambda bundles: tesseract.js is
 * loaded only here (in AWS Textract reads scans); mupdf, which also reads each document's actions
 * (read/pdf-actions.ts), is installed beside the extraction worker's bundle. Nothing is fetched at
 * run time (the engine and the language data come from node_modules, nothing is cached).
 */
export async function readScansLocally(bytes: Uint8Array, pages: readonly number[]): Promise<ScanRead[]> {
  const read = await readScanLines(bytes, pages);
  return read.map((page) => ({
    text: readingOrder(asOcrLines(page.lines), page.width),
    words: wordsOfLines(page.lines, page.width, page.height),
  }));
}

/** A scanned page as read: its lines with their words' boxes, in the engine's order. */
export interface ScannedPage {
  readonly width: number;
  readonly height: number;
  readonly lines: readonly PlacedLine[];
}

/** Reads scanned pages into lines of placed words (see readScansLocally). */
export async function readScanLines(bytes: Uint8Array, pages: readonly number[]): Promise<ScannedPage[]> {
  const mupdf = await import('mupdf');
  const { createWorker, OEM } = await import('tesseract.js');
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishDataDir(),
    gzip: true,
    cacheMethod: 'none',
  });
  try {
    const scale = mupdf.Matrix.scale(OCR_LIMITS.dpi / 72, OCR_LIMITS.dpi / 72);
    const read: ScannedPage[] = [];
    for (const number of pages) {
      const page = document.loadPage(number - 1);
      const pixmap = page.toPixmap(scale, mupdf.ColorSpace.DeviceGray, false);
      page.destroy();
      const live: GreyImage = {
        pixels: pixmap.getPixels(),
        width: pixmap.getWidth(),
        height: pixmap.getHeight(),
        stride: pixmap.getStride(),
      };
      cleanScan(live, OCR_LIMITS.dpi);
      // The pixels are a view of mupdf's memory, which may move when it grows: keep a copy.
      const image: GreyImage = { ...live, pixels: live.pixels.slice() };
      const band = proseColumns(image, OCR_LIMITS.dpi);
      const lines = band
        ? await readColumns(mupdf, worker, image, band)
        : await readImage(worker, pixmap.asPNG());
      const recovered = await readUnread(mupdf, worker, image, lines);
      const all = withListIcons(image, withRecoveredLines(lines, recovered));
      read.push({ width: image.width, height: image.height, lines: all });
      pixmap.destroy();
    }
    return read;
  } finally {
    await worker.terminate();
    document.destroy();
  }
}

/** A word as tesseract gives it. */
interface EngineWord {
  readonly text: string;
  readonly confidence: number;
  readonly bbox: Box;
}

interface OcrBlock {
  readonly paragraphs: readonly { readonly lines: readonly { readonly words: readonly EngineWord[] }[] }[];
}

/** A word read again from an unread region is kept when the engine is sure of it and it holds a letter or digit. */
const sureWord = (word: EngineWord) =>
  word.confidence >= MIN_RECOVERED_CONFIDENCE && /[\p{L}\p{N}]/u.test(word.text);

/** The lines tesseract reads in an image, in its order, each kept word with its box (moved by `at`). */
async function readImage(
  worker: Worker,
  png: Uint8Array,
  at = { x: 0, y: 0 },
  keep = (_: EngineWord) => true,
) {
  const { data } = await worker.recognize(Buffer.from(png), {}, { blocks: true });
  const blocks: readonly OcrBlock[] = data.blocks ?? [];
  const place = (w: EngineWord) => ({
    text: w.text,
    x0: w.bbox.x0 + at.x,
    x1: w.bbox.x1 + at.x,
    y0: w.bbox.y0 + at.y,
    y1: w.bbox.y1 + at.y,
  });
  return blocks
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .map((line): PlacedLine => line.words.filter(keep).map(place))
    .filter((line) => line.length > 0);
}

/** Reads again, each as one block of text, the regions of ink the first pass left unread. */
async function readUnread(mupdf: Mupdf, worker: Worker, image: GreyImage, lines: readonly PlacedLine[]) {
  const regions = unreadRegions(image, lines.flat(), OCR_LIMITS.dpi).slice(0, MAX_RECOVERED_REGIONS);
  if (regions.length === 0) return [];
  const { PSM } = await import('tesseract.js');
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  try {
    const recovered: PlacedLine[] = [];
    for (const region of regions) {
      const png = cropped(mupdf, image, region, { invert: inkShare(image, region) > 0.5 });
      recovered.push(...(await readImage(worker, png, { x: region.x0, y: region.y0 }, sureWord)));
    }
    return recovered;
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
  }
}

/**
 * A page with two columns of prose side by side: what lies outside them is read first, then each
 * column on its own, left then right, placed before the first line below them.
 */
async function readColumns(mupdf: Mupdf, worker: Worker, image: GreyImage, band: ColumnBand) {
  const page = { x0: 0, y0: 0, x1: image.width, y1: image.height };
  const bandBox = { x0: 0, y0: band.left.y0, x1: image.width, y1: band.left.y1 };
  const outside = await readImage(worker, cropped(mupdf, image, page, { blank: bandBox }));
  const columns: PlacedLine[] = [];
  for (const column of [band.left, band.right]) {
    columns.push(...(await readImage(worker, cropped(mupdf, image, column), { x: column.x0, y: column.y0 })));
  }
  const below = outside.findIndex((line) => Math.min(...line.map((w) => w.y0)) >= bandBox.y1 - 1);
  const at = below < 0 ? outside.length : below;
  return [...outside.slice(0, at), ...columns, ...outside.slice(at)];
}

/** One region of the page as an image of its own, light on dark turned dark on light, part of it blanked if asked. */
function cropped(mupdf: Mupdf, image: GreyImage, box: Box, options: { invert?: boolean; blank?: Box } = {}) {
  const [width, height] = [box.x1 - box.x0, box.y1 - box.y0];
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, width, height], false);
  const pixels = pixmap.getPixels();
  const stride = pixmap.getStride();
  const { invert = false, blank } = options;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [px, py] = [box.x0 + x, box.y0 + y];
      const blanked = blank && px >= blank.x0 && px < blank.x1 && py >= blank.y0 && py < blank.y1;
      const value = blanked ? 255 : (image.pixels[py * image.stride + px] ?? 255);
      pixels[y * stride + x] = invert ? 255 - value : value;
    }
  }
  const png = pixmap.asPNG();
  pixmap.destroy();
  return png;
}

/** The folder of tesseract's English data (the integer "best" model: accurate and small). */
function englishDataDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}
