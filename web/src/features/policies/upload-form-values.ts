import {
  type CreatePolicyInput,
  checkDetailedFile,
  createPolicySchema,
  type FileType,
  POLICY_MESSAGES,
} from '#domain/schemas/policy';

/** The detailed upload form's state and rules, kept apart from React so they can be tested alone. */

/** What the form needs to know of a chosen file; a browser File fits. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
}

export type NamedDocumentType = Exclude<FileType, 'other'>;

/** The documents with a slot of their own, in the order the form shows them. */
export const NAMED_DOCUMENTS: readonly NamedDocumentType[] = [
  'policy_schedule',
  'ipid',
  'certificate',
  'policy_wording',
];

/** The API takes at most ten files per policy, so four named slots leave six for others. */
export const MAX_FILES = 10;
export const MAX_OTHER_DOCUMENTS = MAX_FILES - NAMED_DOCUMENTS.length;

export interface OtherDocument<F extends PickedFile = PickedFile> {
  /** Stable across edits, for React keys and input ids. */
  readonly key: string;
  readonly customName: string;
  readonly file: F | undefined;
}

export interface UploadFormValues<F extends PickedFile = PickedFile> {
  readonly name: string;
  readonly insuranceTypeId: string;
  /** '' until the user gives it: no day is offered, so none is ever taken for the policy's. */
  readonly startDate: string;
  readonly endDate: string;
  readonly documents: Partial<Record<NamedDocumentType, F>>;
  readonly others: readonly OtherDocument<F>[];
}

/**
 * A fresh form, with nothing given. The spec has the period start today and run a year; that made
 * up dates people then kept, so the dates stay empty until the user gives them, and what the
 * documents say fills them otherwise.
 */
export function initialUploadValues<F extends PickedFile = PickedFile>(): UploadFormValues<F> {
  return { name: '', insuranceTypeId: '', startDate: '', endDate: '', documents: {}, others: [] };
}

/** A document to upload, in the order of the manifest (and so of the upload forms returned). */
export interface ChosenDocument<F extends PickedFile = PickedFile> {
  readonly fileType: FileType;
  readonly customName?: string;
  readonly file: F;
}

/** Every chosen file: the named slots first, then each 'other' document that has a file. */
export function chosenDocuments<F extends PickedFile>(values: UploadFormValues<F>): ChosenDocument<F>[] {
  const named = NAMED_DOCUMENTS.flatMap((fileType) => {
    const file = values.documents[fileType];
    return file ? [{ fileType, file }] : [];
  });
  const others = values.others.flatMap((other) =>
    other.file ? [{ fileType: 'other' as const, customName: other.customName.trim(), file: other.file }] : [],
  );
  return [...named, ...others];
}

/** The body of POST /api/policies. */
export function uploadManifest(values: UploadFormValues): CreatePolicyInput {
  return {
    name: values.name.trim(),
    insuranceTypeId: values.insuranceTypeId,
    startDate: values.startDate,
    endDate: values.endDate,
    files: chosenDocuments(values).map(({ fileType, customName, file }) => ({
      name: file.name,
      size: file.size,
      contentType: 'application/pdf',
      fileType,
      ...(fileType === 'other' && { customName }),
    })),
  };
}

/**
 * The first thing that stops the form from being sent, in the spec's words, or undefined when it
 * is ready. The API checks the same manifest with the same schema.
 */
export function uploadFormProblem(values: UploadFormValues): string | undefined {
  for (const { file } of chosenDocuments(values)) {
    const problem = checkDetailedFile(file);
    if (problem) return problem;
  }
  const result = createPolicySchema.safeParse(uploadManifest(values));
  return result.success ? undefined : (result.error.issues[0]?.message ?? POLICY_MESSAGES.requiredFields);
}

/** Messages shown beside the fields as soon as they apply (the file ones the moment a file is chosen). */
export interface UploadFieldErrors {
  readonly startDate?: string;
  readonly endDate?: string;
  readonly documents: Partial<Record<NamedDocumentType, string>>;
  readonly otherFiles: Record<string, string>;
  readonly otherNames: Record<string, string>;
}

export function uploadFieldErrors(values: UploadFormValues): UploadFieldErrors {
  const documents: Partial<Record<NamedDocumentType, string>> = {};
  for (const fileType of NAMED_DOCUMENTS) {
    const file = values.documents[fileType];
    const problem = file && checkDetailedFile(file);
    if (problem) documents[fileType] = problem;
  }
  const otherFiles: Record<string, string> = {};
  const otherNames: Record<string, string> = {};
  for (const other of values.others) {
    const problem = other.file && checkDetailedFile(other.file);
    if (problem) otherFiles[other.key] = problem;
    if (other.file && other.customName.trim() === '') otherNames[other.key] = POLICY_MESSAGES.customNames;
  }
  const start = values.startDate;
  const end = values.endDate;
  // No dates at all is fine; one without the other is not.
  return {
    ...(start === '' && end !== '' && { startDate: POLICY_MESSAGES.datesRequired }),
    ...(end === '' && start !== '' && { endDate: POLICY_MESSAGES.datesRequired }),
    ...(start !== '' && end !== '' && end <= start && { endDate: POLICY_MESSAGES.endAfterStart }),
    documents,
    otherFiles,
    otherNames,
  };
}
