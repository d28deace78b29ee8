/** The words shown after a citation's page when that page was read from a scan. */
export const FROM_SCAN_WORDS = '(read from a scan)';

/** What is known of a document here: its name and the pages read from a scan (DocumentText.ocrPages). */
export interface ScanPages {
  readonly file: string;
  readonly ocrPages?: readonly number[];
}

/**
 * Citations with `fromScan: true` where the cited page was read by OCR, so the user is told the
 * quoted words come from reading an image and may hold a misread letter or figure.
 */
export function markScannedCitations<C extends { readonly file: string; readonly page: number }>(
  documents: readonly ScanPages[],
  citations: readonly C[],
): (C & { fromScan?: true })[] {
  return citations.map((citation) =>
    documents.some((d) => d.file === citation.file && d.ocrPages?.includes(citation.page))
      ? { ...citation, fromScan: true }
      : citation,
  );
}

/** "page 3", or "page 3 (read from a scan)". */
export const pageWords = (page: number, fromScan?: boolean) =>
  fromScan ? `page ${page} ${FROM_SCAN_WORDS}` : `page ${page}`;
