/**
 * What reading a scan may cost. Local OCR (mupdf at 200 dpi, then tesseract.js) took about 2.5 s
 * a page on two cores (bench/ocr.ts), and the extraction worker has 60 s in the local stack: so
 * at most 12 scanned pages are read on one machine, each allowed 8 s (a page taking longer is
 * too complex), on top of a few seconds to start the OCR engine. Textract in AWS reads any
 * document within MAX_PDF_PAGES, polled for up to four minutes inside the worker's five.
 */
export const OCR_LIMITS = {
  /** Rendering resolution: tesseract reads body text well from 200 dpi up. */
  dpi: 200,
  /** A page with fewer non-space characters than this in its text layer has no real text layer. */
  minTextChars: 20,
  localMaxPages: 12,
  localPerPageMs: 8_000,
  localStartMs: 5_000,
  /** The OCR engine's memory on top of pdf.js's (tesseract's data and a page image in WASM). */
  localMemoryMb: 1024,
  textractPollMs: 2_000,
  textractWaitMs: 240_000,
  /** The extraction worker's time limit in AWS: the Textract wait plus reading and storing. */
  workerTimeoutSeconds: 300,
} as const;

/** The time local OCR of `pages` scanned pages may take in all. */
export const localOcrBudgetMs = (pages: number) =>
  OCR_LIMITS.localStartMs + pages * OCR_LIMITS.localPerPageMs;
