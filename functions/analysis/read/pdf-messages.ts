import { MAX_PDF_PAGES } from '#domain/constants';

/** Why a PDF was refused, in words for the user that name the file (no PDF library needed to say so). */
export const MAX_PAGES = MAX_PDF_PAGES;

/**
 * What a refused document would run in a viewer, in words for the user: a script and where it
 * runs, an action that starts a program, or media that runs code of its own. Attachments are not
 * among them: a file embedded in a PDF runs nothing.
 */
const WHAT_RUNS = {
  openScript: 'a script that runs when it is opened',
  documentScript: 'a script that runs when it is saved, printed or closed',
  pageScript: 'a script that runs when one of its pages is shown',
  fieldScript: 'a form field that runs a script',
  linkScript: 'a link or note that runs a script',
  bookmarkScript: 'a bookmark that runs a script',
  launch: 'an action that starts a program',
  media: 'interactive media that runs code of its own',
} as const;

export type Runnable = keyof typeof WHAT_RUNS;

export const PDF_MESSAGES = {
  empty: (name: string) => `${name} is empty. Please choose the complete PDF file.`,
  notPdf: (name: string) => `${name} must be a PDF file`,
  unreadable: (name: string) => `${name} could not be read as a PDF. It may be damaged or incomplete.`,
  encrypted: (name: string) => `${name} is password-protected. Please upload a copy without a password.`,
  runs: (name: string, what: Runnable) =>
    `${name} contains ${WHAT_RUNS[what]}, which PolicyLens does not accept. Please upload a plain PDF.`,
  tooManyPages: (name: string) =>
    `${name} has more than ${MAX_PAGES} pages. Please upload the policy documents only.`,
  tooComplex: (name: string) => `${name} is too complex to read. Please upload the insurer's original PDF.`,
  noTextInScan: (name: string) =>
    `${name} has no readable text, even read as a scan. Please upload a clearer copy.`,
  scanTooLong: (name: string, maxPages: number) =>
    `${name} is a scan of more than ${maxPages} pages, more than PolicyLens can read. Please upload the insurer's original PDF.`,
} as const;

export class PdfRejected extends Error {}
