import { MAX_PDF_PAGES } from '#domain/constants';

/** Why a PDF was refused, in words for the user that name the file (no PDF library needed to say so). */
export const MAX_PAGES = MAX_PDF_PAGES;

export const PDF_MESSAGES = {
  empty: (name: string) => `${name} is empty. Please choose the complete PDF file.`,
  notPdf: (name: string) => `${name} must be a PDF file`,
  unreadable: (name: string) => `${name} could not be read as a PDF. It may be damaged or incomplete.`,
  encrypted: (name: string) => `${name} is password-protected. Please upload a copy without a password.`,
  scripted: (name: string) =>
    `${name} contains scripts, which PolicyLens does not accept. Please upload a plain PDF.`,
  tooManyPages: (name: string) =>
    `${name} has more than ${MAX_PAGES} pages. Please upload the policy documents only.`,
  tooComplex: (name: string) => `${name} is too complex to read. Please upload the insurer's original PDF.`,
  noTextInScan: (name: string) =>
    `${name} has no readable text, even read as a scan. Please upload a clearer copy.`,
  scanTooLong: (name: string, maxPages: number) =>
    `${name} is a scan of more than ${maxPages} pages, more than PolicyLens can read. Please upload the insurer's original PDF.`,
} as const;

export class PdfRejected extends Error {}
