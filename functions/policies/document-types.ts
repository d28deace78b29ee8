import type { DocumentTypeChoice } from '#domain/schemas/policy';
import { detectDocumentType } from '#functions/analysis/understand/document-type';
import type { Policy, StoredFile } from '#functions/data/policy-entity';
import { NotFoundError } from '#functions/lib/errors';

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
  if (file.chosen || typeChosenByUser(source, file)) return file;
  const found = detectDocumentType(pages);
  if (!found) return file;
  if (found.fileType === file.fileType && found.customName === file.customName) return file;
  return { ...file, detected: found };
}

/**
 * The files with the types the user set after upload: each kept as the one chosen, in place of what
 * was read (its role, such as the Policy Schedule a claim needs, stays). A document the policy
 * does not have is not found, and nothing changes.
 */
export function withChosenTypes(
  files: readonly StoredFile[],
  choices: readonly DocumentTypeChoice[],
): StoredFile[] {
  if (choices.some((c) => !files.some((f) => f.id === c.id))) throw new NotFoundError('File not found');
  return files.map((file) => {
    const choice = choices.find((c) => c.id === file.id);
    if (!choice) return file;
    const customName = choice.fileType === 'other' ? (choice.customName ?? null) : null;
    return { ...file, chosen: { fileType: choice.fileType, customName } };
  });
}
