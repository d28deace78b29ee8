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
