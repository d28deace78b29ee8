/**
 * What reading a scan may cost. Local OCR (mupdf at 200 dpi, the image cleaned, columns read apart,
 * tesseract.js, unread regions read again) took 2.0 to 6.9 s a page, 4.5 s on average, on two
 * cores with other work running, and 6 to 11 s on two busy ones (bench/ocr.ts), so each page is
 * allowed 20 s and at most 12 pages are read on one machine: with the engine's start that is at
 * most about four minutes, inside the extraction worker's five. Textract in AWS reads any document within
 * MAX_PDF_PAGES, polled for up to four minutes inside the same five.
 */
export const OCR_LIMITS = {
  /** Rendering resolution: tesseract reads body text well from 200 dpi up. */
  dpi: 200,
  /** A page with fewer non-space characters than this in its text layer has no real text layer. */
  minTextChars: 20,
  localMaxPages: 12,
  localPerPageMs: 20_000,
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

/** A text layer with (nearly) nothing in it: a page that is a scan if it shows an image. */
export function hasNoTextLayer(text: string): boolean {
  return text.replace(/\s+/g, '').length < OCR_LIMITS.minTextChars;
}
