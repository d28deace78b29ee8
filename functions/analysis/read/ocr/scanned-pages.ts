import { PDF_MESSAGES, PdfRejected } from '#functions/analysis/read/pdf-messages';
import type { DocumentText, ReadDocument } from '#functions/analysis/read/pdf-text';
import type { ScanRead, ScanWord } from './scan-words';

/** Reads a document's scanned pages (1-based), in order, returning each page as read. */
export type ReadScans = (pages: readonly number[]) => Promise<readonly ScanRead[]>;

const tidy = (text: string) =>
  text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * The document's text with its scanned pages read by `readScans` and marked as read from a scan.
 * A document with more scanned pages than `maxPages` is refused, as is one with no text at all
 * even after its scans were read.
 */
export async function withScansRead(
  read: ReadDocument,
  name: string,
  readScans: ReadScans,
  maxPages: number,
): Promise<DocumentText> {
  const { scannedPages, ...text } = read;
  if (scannedPages.length === 0) return text;
  if (scannedPages.length > maxPages) throw new PdfRejected(PDF_MESSAGES.scanTooLong(name, maxPages));
  const scans = await readScans(scannedPages);
  const pages = [...text.pages];
  const scanWords: Record<string, readonly ScanWord[]> = {};
  scannedPages.forEach((page, i) => {
    pages[page - 1] = tidy(scans[i]?.text ?? '');
    scanWords[String(page)] = scans[i]?.words ?? [];
  });
  if (pages.every((page) => page.trim() === '')) throw new PdfRejected(PDF_MESSAGES.noTextInScan(name));
  return { ...text, pages, ocrPages: scannedPages, scanWords };
}
