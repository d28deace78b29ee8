import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type OcrLine, readingOrder } from './columns';
import { OCR_LIMITS } from './limits';

/**
 * Reads scanned pages on this machine: mupdf renders each page at 200 dpi in grey, tesseract.js
 * reads it with the English data installed with the app. Both are loaded only here, by dynamic
 * import, so the Lambda bundle (which uses Textract) leaves their 44 MB out; nothing is fetched
 * at run time (the engine and the language data come from node_modules, nothing is cached).
 */
export async function readScansLocally(bytes: Uint8Array, pages: readonly number[]): Promise<string[]> {
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
    const texts: string[] = [];
    for (const number of pages) {
      const page = document.loadPage(number - 1);
      const pixmap = page.toPixmap(scale, mupdf.ColorSpace.DeviceGray, false);
      const image = pixmap.asPNG();
      page.destroy();
      const { data } = await worker.recognize(Buffer.from(image), {}, { blocks: true });
      texts.push(readingOrder(linesOf(data.blocks ?? []), pixmap.getWidth()));
    }
    return texts;
  } finally {
    await worker.terminate();
    document.destroy();
  }
}

interface OcrBlock {
  readonly paragraphs: readonly {
    readonly lines: readonly {
      readonly words: readonly { text: string; bbox: { x0: number; x1: number } }[];
    }[];
  }[];
}

/** The lines tesseract read, in its order, each with its words' edges. */
function linesOf(blocks: readonly OcrBlock[]): OcrLine[] {
  return blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => line.words.map((w) => ({ text: w.text, x0: w.bbox.x0, x1: w.bbox.x1 }))),
    ),
  );
}

/** The folder of tesseract's English data (the integer "best" model: accurate and small). */
function englishDataDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}
