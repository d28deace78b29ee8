import { detectDocumentType } from '#functions/analysis/understand/document-type';
import type { Policy, StoredFile } from '#functions/data/policy-entity';

/**
 * Whether the user chose a file's type: every document of the detailed form, and the IPID given
 * as such to 1 Click Upload. The document of a 1 Click Upload ("your Policy Schedule or Policy
 * Wording") and a mailed attachment (typed by its file name) were not chosen.
 */
export function typeChosenByUser(source: Policy['source'], file: Pick<StoredFile, 'fileType'>): boolean {
  return source === 'upload' || (source === 'quick' && file.fileType === 'ipid');
}

/**
 * The file with what it is, as read from its pages, when the user did not choose its type and
 * the reading says something else. Its type is kept: it is the role the file plays (the
 * Policy Schedule a claim needs); what was read is what it is shown as.
 */
export function withDetectedType(
  source: Policy['source'],
  file: StoredFile,
  pages: readonly string[],
): StoredFile {
  if (typeChosenByUser(source, file)) return file;
  const found = detectDocumentType(pages);
  if (!found) return file;
  if (found.fileType === file.fileType && found.customName === file.customName) return file;
  return { ...file, detected: found };
}
