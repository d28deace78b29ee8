import { getDocumentProxy } from 'unpdf';
import type { PageLayout } from './read/layout';
import { readPage } from './read/read-page';

/** What PolicyLens keeps of a document: its text, page by page (1-based pages in order). */
export interface DocumentText {
  readonly pages: readonly string[];
  /** Each page's rows and cells with their positions, for reading tables (absent in older records). */
  readonly layout?: readonly PageLayout[];
}

export const MAX_PAGES = 500;

export const PDF_MESSAGES = {
  empty: (name: string) => `${name} is empty. Please choose the complete PDF file.`,
  notPdf: (name: string) => `${name} must be a PDF file`,
  unreadable: (name: string) => `${name} could not be read as a PDF. It may be damaged or incomplete.`,
  encrypted: (name: string) => `${name} is password-protected. Please upload a copy without a password.`,
  scripted: (name: string) =>
    `${name} contains scripts, which PolicyLens does not accept. Please upload a plain PDF.`,
  tooManyPages: (name: string) =>
    `${name} has more than ${MAX_PAGES} pages. Please upload the policy documents only.`,
} as const;

export class PdfRejected extends Error {}

const PDF_MAGIC = Buffer.from('%PDF-');
/** Names of PDF actions that run scripts (checked in the raw bytes, before any parsing). */
const SCRIPT_MARKERS = [/\/JavaScript\b/, /\/JS\s*[(<[]/];

/**
 * Checks that bytes are a readable, script-free PDF and extracts its text. Throws PdfRejected with
 * a message for the user that names the file.
 */
export async function readPdf(bytes: Uint8Array, name: string): Promise<DocumentText> {
  if (bytes.byteLength === 0) throw new PdfRejected(PDF_MESSAGES.empty(name));
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!buffer.subarray(0, 1024).includes(PDF_MAGIC) || buffer.indexOf(PDF_MAGIC) !== 0) {
    throw new PdfRejected(PDF_MESSAGES.notPdf(name));
  }
  const raw = buffer.toString('latin1');
  if (SCRIPT_MARKERS.some((marker) => marker.test(raw))) throw new PdfRejected(PDF_MESSAGES.scripted(name));

  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of the array it is given, so it gets a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    if ((error as Error).name === 'PasswordException') throw new PdfRejected(PDF_MESSAGES.encrypted(name));
    throw new PdfRejected(PDF_MESSAGES.unreadable(name));
  }
  try {
    if (pdf.numPages > MAX_PAGES) throw new PdfRejected(PDF_MESSAGES.tooManyPages(name));
    const read = await Promise.all(
      Array.from({ length: pdf.numPages }, async (_, i) => readPage(await pdf.getPage(i + 1))),
    );
    return {
      pages: read.map((page) => page.text.replace(/[ \t]+\n/g, '\n').trim()),
      layout: read.map((page) => page.layout),
    };
  } catch (error) {
    if (error instanceof PdfRejected) throw error;
    throw new PdfRejected(PDF_MESSAGES.unreadable(name));
  } finally {
    await pdf.destroy();
  }
}
