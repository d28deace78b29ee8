import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { hasNoTextLayer } from '#functions/analysis/read/ocr/limits';
import type { ScanWords } from '#functions/analysis/read/ocr/scan-words';
import type { PageLayout } from './layout';
import { inspectActions } from './pdf-actions';
import { inspectPdf, MAX_DECODED_BYTES } from './pdf-objects';
import { readPage } from './read-page';

/** What PolicyLens keeps of a document: its text, page by page (1-based pages in order). */
export interface DocumentText {
  readonly pages: readonly string[];
  /** Each page's rows and cells with their positions, for reading tables (absent in older records). */
  readonly layout?: readonly PageLayout[];
  /** Pages (1-based) read from a scan by OCR rather than from a text layer (absent when none were). */
  readonly ocrPages?: readonly number[];
  /** The words read on each of those pages with where they stand (kept apart from the text when stored). */
  readonly scanWords?: ScanWords;
}

/** A document as read from its text layer, with the scanned pages that still need OCR. */
export interface ReadDocument extends DocumentText {
  /** Pages (1-based) that show an image but have no real text layer. */
  readonly scannedPages: readonly number[];
}

import { MAX_PAGES, PDF_MESSAGES, PdfRejected } from './pdf-messages';

export { MAX_PAGES, PDF_MESSAGES, PdfRejected };

/** How long reading one document's text may take before it is refused as too complex. */
export const READ_TIME_LIMIT_MS = 10_000;

const PDF_MAGIC = Buffer.from('%PDF-');

/** Opens a PDF with pdf.js, telling a password-protected file from a broken one. */
async function open(bytes: Uint8Array, name: string) {
  try {
    // pdf.js takes ownership of the array it is given, so it gets a copy.
    return await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    if ((error as Error).name === 'PasswordException') throw new PdfRejected(PDF_MESSAGES.encrypted(name));
    throw new PdfRejected(PDF_MESSAGES.unreadable(name));
  }
}

type PdfProxy = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfProxy['getPage']>>;

/** Whether a page paints an image (a scan is one image per page, sometimes in strips). */
async function paintsImage(page: PdfPage): Promise<boolean> {
  const { OPS } = await getResolvedPDFJS();
  const images = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
  ]);
  const operators = await page.getOperatorList();
  return operators.fnArray.some((fn) => images.has(fn));
}

async function readPages(pdf: PdfProxy, name: string, deadline: number): Promise<ReadDocument> {
  if (pdf.numPages > MAX_PAGES) throw new PdfRejected(PDF_MESSAGES.tooManyPages(name));
  const read = [];
  const scannedPages: number[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    // pdf.js yields while it reads a page, so a page that never ends is stopped here.
    const page = await pdf.getPage(i);
    const timeLeft = deadline - Date.now();
    if (timeLeft <= 0) throw new PdfRejected(PDF_MESSAGES.tooComplex(name));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PdfRejected(PDF_MESSAGES.tooComplex(name))), timeLeft);
    });
    try {
      const text = await Promise.race([readPage(page), late]);
      read.push(text);
      // Only a page without text is looked at for images: listing operators costs a second pass.
      if (hasNoTextLayer(text.text) && (await Promise.race([paintsImage(page), late]))) scannedPages.push(i);
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    pages: read.map((page) => page.text.replace(/[ \t]+\n/g, '\n').trim()),
    layout: read.map((page) => page.layout),
    scannedPages,
  };
}

/**
 * Refuses a document that needs a password, that runs something in a viewer (naming what), or
 * whose page tree is too long. Read by mupdf: a document it cannot open at all is unreadable.
 */
async function checkActions(bytes: Uint8Array, name: string): Promise<void> {
  const actions = await inspectActions(bytes);
  if (!actions.readable) throw new PdfRejected(PDF_MESSAGES.unreadable(name));
  if (actions.locked) throw new PdfRejected(PDF_MESSAGES.encrypted(name));
  if (actions.runs) throw new PdfRejected(PDF_MESSAGES.runs(name, actions.runs));
  if (actions.pages > MAX_PAGES) throw new PdfRejected(PDF_MESSAGES.tooManyPages(name));
}

/**
 * Checks that bytes are a readable PDF within the limits that runs nothing, and extracts its
 * text. Throws PdfRejected with a message for the user that names the file. The decoded size is
 * measured first, so a decompression bomb never reaches a PDF library; what the document would
 * run (scripts, programs) is read next, by mupdf; reading the pages with pdf.js then has a
 * wall-clock limit. Pages that are scans are listed, for OCR to read. Attachments are accepted:
 * nothing here opens them.
 */
export async function readPdf(
  bytes: Uint8Array,
  name: string,
  timeLimitMs = READ_TIME_LIMIT_MS,
  maxDecodedBytes = MAX_DECODED_BYTES,
): Promise<ReadDocument> {
  const deadline = Date.now() + timeLimitMs;
  if (bytes.byteLength === 0) throw new PdfRejected(PDF_MESSAGES.empty(name));
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!buffer.subarray(0, 1024).includes(PDF_MAGIC) || buffer.indexOf(PDF_MAGIC) !== 0) {
    throw new PdfRejected(PDF_MESSAGES.notPdf(name));
  }
  if (inspectPdf(buffer, maxDecodedBytes).overLimit) throw new PdfRejected(PDF_MESSAGES.tooComplex(name));
  await checkActions(bytes, name);
  const pdf = await open(bytes, name);
  try {
    return await readPages(pdf, name, deadline);
  } catch (error) {
    if (error instanceof PdfRejected) throw error;
    throw new PdfRejected(PDF_MESSAGES.unreadable(name));
  } finally {
    await pdf.destroy();
  }
}
