import {
  type DocumentTypeChoice,
  documentTypesProblem,
  type FileType,
  type PolicyView,
  shownType,
} from '#domain/schemas/policy';

/** One of a policy's documents as the user checks and corrects what it is. */
export interface DocumentTypeRow {
  readonly id: string;
  readonly name: string;
  readonly fileType: FileType;
  /** The name of an 'other' document; empty otherwise. */
  readonly customName: string;
}

/** Each document with what it is shown as now: set by the user, read from it, or as uploaded. */
export function documentTypesFromPolicy(policy: Pick<PolicyView, 'files'>): DocumentTypeRow[] {
  return policy.files.map((file) => {
    const shown = shownType(file);
    return { id: file.id, name: file.name, fileType: shown.fileType, customName: shown.customName ?? '' };
  });
}

/** The first document whose type cannot be saved, and why, in the spec's words. */
export function documentTypeProblem(
  rows: readonly DocumentTypeRow[],
): { readonly id: string; readonly message: string } | undefined {
  for (const row of rows) {
    const message = documentTypesProblem([choiceOf(row)]);
    if (message) return { id: row.id, message };
  }
  return undefined;
}

function choiceOf(row: DocumentTypeRow): DocumentTypeChoice {
  const customName = row.customName.trim();
  return {
    id: row.id,
    fileType: row.fileType,
    ...(row.fileType === 'other' && customName ? { customName } : {}),
  };
}

/** Only the documents the user changed: one left as it was shown is not made the user's choice. */
export function documentTypesUpdate(
  policy: Pick<PolicyView, 'files'>,
  rows: readonly DocumentTypeRow[],
): DocumentTypeChoice[] {
  const before = documentTypesFromPolicy(policy);
  return rows
    .filter((row) => {
      const was = before.find((b) => b.id === row.id);
      const name = (r: DocumentTypeRow) => (r.fileType === 'other' ? r.customName.trim() : '');
      return !was || was.fileType !== row.fileType || name(was) !== name(row);
    })
    .map(choiceOf);
}
