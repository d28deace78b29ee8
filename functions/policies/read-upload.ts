import { OCR_LIMITS } from '#functions/analysis/read/ocr/limits';
import { type ReadScans, withScansRead } from '#functions/analysis/read/ocr/scanned-pages';
import {
  type DocumentText,
  MAX_PAGES,
  PDF_MESSAGES,
  PdfRejected,
  type ReadDocument,
} from '#functions/analysis/read/pdf-text';
import { ISOLATION_LIMITS, readPdfIsolated } from '#functions/analysis/read/read-pdf-isolated';

/**
 * How an uploaded document is read, step by step, with no storage or queue around it: the
 * extraction worker's check of its text layer, then the OCR worker's read of its scanned pages.
 * The workers run these steps in their two lanes; the command line and the evaluations run them
 * one after the other on a file (`readAsUploaded`), so a file reads there as it would in the app.
 */

/** Where scanned pages are read: on this machine (mupdf and tesseract.js) or by Textract in AWS. */
export type OcrEngine = 'local' | 'textract';

/** Scanned pages one document may have: what OCR reads where it runs (Textract reads any document). */
export const maxScannedPages = (ocr: OcrEngine) => (ocr === 'local' ? OCR_LIMITS.localMaxPages : MAX_PAGES);

/**
 * The extraction worker's check: the text layer read in the isolated reader under the upload's
 * limits, refused with more scanned pages than OCR reads. Its `scannedPages` are left for OCR.
 */
export async function checkTextLayer(bytes: Uint8Array, name: string, ocr: OcrEngine): Promise<ReadDocument> {
  const read = await readPdfIsolated(bytes, name, ISOLATION_LIMITS, false);
  const max = maxScannedPages(ocr);
  if (read.scannedPages.length > max) throw new PdfRejected(PDF_MESSAGES.scanTooLong(name, max));
  return read;
}

/** Local OCR reads the scans inside the isolated read itself: none are left for a reader after it. */
const noScansLeft: ReadScans = () => Promise.reject(new Error('local OCR left scanned pages unread'));

/**
 * The OCR worker's read of a checked document: its text with its scanned pages read, by local OCR
 * inside the isolated read, or by `textract` (the kept object read by Textract).
 */
export async function readWithScans(
  bytes: Uint8Array,
  name: string,
  textract: ReadScans | 'local',
): Promise<DocumentText> {
  const local = textract === 'local';
  const text = await readPdfIsolated(bytes, name, ISOLATION_LIMITS, local);
  return withScansRead(text, name, local ? noScansLeft : textract, MAX_PAGES);
}

/**
 * A file read on this machine as an upload is read: checked as the extraction worker checks it,
 * and when it has scanned pages, read as the OCR worker reads them here (local OCR). A refusal is
 * the upload's, with its message (PdfRejected).
 */
export async function readAsUploaded(bytes: Uint8Array, name: string): Promise<DocumentText> {
  const { scannedPages, ...text } = await checkTextLayer(bytes, name, 'local');
  return scannedPages.length === 0 ? text : readWithScans(bytes, name, 'local');
}
