/**
 * How a cited page is named to the user. A page read from a scan by OCR says so, since its quoted
 * words come from reading an image and may hold a misread letter or figure.
 */
export const FROM_SCAN_WORDS = '(read from a scan)';

/** "page 3", or "page 3 (read from a scan)". */
export function pageWords(page: number, fromScan?: boolean): string {
  return fromScan ? `page ${page} ${FROM_SCAN_WORDS}` : `page ${page}`;
}
