/**
 * What reading a scan may cost. Local OCR (mupdf at 200 dpi, then tesseract.js) took 2.3 to 14 s
 * a page on two busy cores (bench/ocr.ts; dense two-column pages are the slow ones), so each page
 * is allowed 12 s and at most 20 pages are read on one machine: with the engine's start, that
 * fits the extraction worker's five minutes. Textract in AWS reads any document within
 * MAX_PDF_PAGES, polled for up to four minutes inside the same five.
 */
export const OCR_LIMITS = {
  /** Rendering resolution: tesseract reads body text well from 200 dpi up. */
  dpi: 200,
  /** A page with fewer non-space characters than this in its text layer has no real text layer. */
  minTextChars: 20,
  localMaxPages: 20,
  localPerPageMs: 12_000,
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
