import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
      const image = page.toPixmap(scale, mupdf.ColorSpace.DeviceGray, false).asPNG();
      page.destroy();
      texts.push((await worker.recognize(Buffer.from(image))).data.text);
    }
    return texts;
  } finally {
    await worker.terminate();
    document.destroy();
  }
}

/** The folder of tesseract's English data (the integer "best" model: accurate and small). */
function englishDataDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}
