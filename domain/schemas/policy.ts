import { z } from 'zod';
import {
  DETAILED_UPLOAD_MAX_BYTES,
  DOCUMENT_NAME_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  KEY_MAX_LENGTH,
  MAX_POLICIES,
  MAX_POLICY_FILES,
  megabytes,
  NOTES_MAX_LENGTH,
  PLAN_MAX_LENGTH,
  QUICK_UPLOAD_IPID_MAX_BYTES,
  QUICK_UPLOAD_POLICY_MAX_BYTES,
  SHORT_TEXT_MAX_LENGTH,
} from '../constants';
import { INSURANCE_TYPES } from '../insurance';
import { clearableText, isCalendarDay, NOT_A_FORM, requiredText, tooLong, userText } from './form-errors';
import { ulidParam, type ViewOf } from './replies';

export { NOTES_MAX_LENGTH, PLAN_MAX_LENGTH };

/** Policy uploads, with the spec's messages; the browser and the API validate with these. */
export const FILE_TYPES = ['policy_schedule', 'ipid', 'certificate', 'policy_wording', 'other'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const FILE_TYPE_LABELS: Record<FileType, string> = {
  policy_schedule: 'Policy Schedule',
  ipid: 'IPID',
  certificate: 'Certificate',
  policy_wording: 'Policy Wording',
  other: 'Other',
};

export const POLICY_MESSAGES = {
  requiredFields:
    'Please provide all required fields including Policy Schedule document, insurance type and policy name',
  datesRequired: 'Please provide both start and end dates',
  endAfterStart: 'End date must be after the start date',
  customNames: 'Please provide names for all custom documents',
  notPdf: (name: string) => `${name} must be a PDF file`,
  tooLarge: (name: string, maxBytes = DETAILED_UPLOAD_MAX_BYTES) =>
    `${name} size must be less than ${megabytes(maxBytes)}`,
  quickPolicyRequired: 'Please select your Policy Schedule/Policy Wording document',
  quickPolicyNotPdf: 'Policy document must be in PDF format',
  quickPolicyTooLarge: `Policy document must be less than ${megabytes(QUICK_UPLOAD_POLICY_MAX_BYTES)}`,
  quickIpidNotPdf: 'IPID document must be in PDF format',
  quickIpidTooLarge: `IPID document must be less than ${megabytes(QUICK_UPLOAD_IPID_MAX_BYTES)}`,
  limitReached: `You have reached the limit of ${MAX_POLICIES} policies. Delete a policy to upload another.`,
  nameTooLong: tooLong('Policy name', FULL_NAME_MAX_LENGTH),
  insurerTooLong: tooLong('Insurer', FULL_NAME_MAX_LENGTH),
  planTooLong: tooLong('Plan', PLAN_MAX_LENGTH),
  notesTooLong: tooLong('Notes', NOTES_MAX_LENGTH),
  datesInvalid: 'Please enter valid start and end dates',
  tooManyFiles: `A policy can have at most ${MAX_POLICY_FILES} documents`,
  fileTypeInvalid: 'Please choose a document type from the list',
  customNameTooLong: tooLong('Document name', DOCUMENT_NAME_MAX_LENGTH),
  fileNameRequired: 'Each document needs a file name',
  fileNameTooLong: tooLong('File name', SHORT_TEXT_MAX_LENGTH),
  fileSizeInvalid: 'File size must be a whole number of bytes',
  fileInvalid: 'Each document must be given with its name and size',
  documentTwice: 'Each document can be given one type only',
} as const;

export function isPdfName(name: string): boolean {
  return name.toLowerCase().endsWith('.pdf');
}

/** A file as the browser describes it before upload. */
export const fileDescriptionSchema = z.object(
  {
    name: requiredText(POLICY_MESSAGES.fileNameRequired).max(
      SHORT_TEXT_MAX_LENGTH,
      POLICY_MESSAGES.fileNameTooLong,
    ),
    size: z
      .number({
        required_error: POLICY_MESSAGES.fileSizeInvalid,
        invalid_type_error: POLICY_MESSAGES.fileSizeInvalid,
      })
      .int(POLICY_MESSAGES.fileSizeInvalid)
      .nonnegative(POLICY_MESSAGES.fileSizeInvalid),
    // Anything but a PDF's type is refused by name below; a type this long is no type at all.
    contentType: z
      .string({ invalid_type_error: POLICY_MESSAGES.quickPolicyNotPdf })
      .max(KEY_MAX_LENGTH, POLICY_MESSAGES.quickPolicyNotPdf)
      .optional(),
  },
  { required_error: POLICY_MESSAGES.fileInvalid, invalid_type_error: POLICY_MESSAGES.fileInvalid },
);

export function checkDetailedFile(file: {
  name: string;
  size: number;
  contentType?: string;
}): string | undefined {
  const pdfType = !file.contentType || file.contentType === 'application/pdf';
  if (!isPdfName(file.name) || !pdfType) return POLICY_MESSAGES.notPdf(file.name);
  if (file.size >= DETAILED_UPLOAD_MAX_BYTES) return POLICY_MESSAGES.tooLarge(file.name);
  return undefined;
}

/**
 * The days a policy's dates may be. Whole-of-life and long-term policies begin and end decades
 * away from today; a year outside these is a slip or a placeholder (0001-01-01, 9999-12-31).
 */
export const POLICY_DAYS = { first: '1900-01-01', last: '2199-12-31' } as const;

/** A calendar day within POLICY_DAYS. Pure. */
export function isPolicyDay(value: string): boolean {
  return isCalendarDay(value) && value >= POLICY_DAYS.first && value <= POLICY_DAYS.last;
}

/** A day as the date inputs give it, '2025-03-01'; or '' when not given. */
const dateOrEmpty = z
  .string({ invalid_type_error: POLICY_MESSAGES.datesInvalid })
  .refine((v) => v === '' || isPolicyDay(v), POLICY_MESSAGES.datesInvalid);

export const manifestFileSchema = fileDescriptionSchema.extend({
  fileType: z.enum(FILE_TYPES, { errorMap: () => ({ message: POLICY_MESSAGES.fileTypeInvalid }) }),
  customName: userText({ invalid_type_error: POLICY_MESSAGES.customNames })
    .trim()
    .max(DOCUMENT_NAME_MAX_LENGTH, POLICY_MESSAGES.customNameTooLong)
    .optional(),
});
export type ManifestFile = z.infer<typeof manifestFileSchema>;

/** The detailed upload form's manifest: the policy's details and the files that will follow. */
const policyName = userText({ invalid_type_error: POLICY_MESSAGES.requiredFields })
  .trim()
  .max(FULL_NAME_MAX_LENGTH, POLICY_MESSAGES.nameTooLong);
const insuranceTypeId = z
  .string({ invalid_type_error: POLICY_MESSAGES.requiredFields })
  .max(KEY_MAX_LENGTH, POLICY_MESSAGES.requiredFields);

/**
 * What the upload form asks of a policy's documents as a whole, in its words; the Edit of a
 * policy's document types asks the same of the types it leaves. A policy needs a document, of any
 * type, and at most one is its Policy Schedule. The spec requires a Policy Schedule; that is
 * overridden: people who held only a wording labelled it a schedule to get past the form, so a
 * wording (or any other document) now stands alone, and the message stays the spec's.
 */
export function documentSetProblem(types: readonly FileType[]): string | undefined {
  const schedules = types.filter((type) => type === 'policy_schedule');
  return types.length > 0 && schedules.length <= 1 ? undefined : POLICY_MESSAGES.requiredFields;
}

/**
 * The period's problem: none when no date is given (the documents may give them, or nothing does),
 * else both, the end after the start. The spec requires both dates and fills them in; that is
 * overridden, so no date is ever made up.
 */
function periodProblem(startDate: string | null | undefined, endDate: string | null | undefined) {
  if (!startDate && !endDate) return undefined;
  if (!startDate || !endDate) return POLICY_MESSAGES.datesRequired;
  return endDate <= startDate ? POLICY_MESSAGES.endAfterStart : undefined;
}

export const createPolicySchema = z
  .object(
    {
      name: policyName.default(''),
      insuranceTypeId: insuranceTypeId.default(''),
      startDate: dateOrEmpty.default(''),
      endDate: dateOrEmpty.default(''),
      files: z
        .array(manifestFileSchema, { invalid_type_error: POLICY_MESSAGES.requiredFields })
        .max(MAX_POLICY_FILES, POLICY_MESSAGES.tooManyFiles)
        .default([]),
    },
    NOT_A_FORM,
  )
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    const documentsProblem = documentSetProblem(v.files.map((f) => f.fileType));
    if (!v.name || !INSURANCE_TYPES.some((t) => t.id === v.insuranceTypeId) || documentsProblem) {
      return fail(POLICY_MESSAGES.requiredFields);
    }
    const datesProblem = periodProblem(v.startDate, v.endDate);
    if (datesProblem) return fail(datesProblem);
    if (v.files.some((f) => f.fileType === 'other' && !f.customName))
      return fail(POLICY_MESSAGES.customNames);
    for (const f of v.files) {
      const problem = checkDetailedFile(f);
      if (problem) return fail(problem);
    }
  });
export type CreatePolicyInput = z.input<typeof createPolicySchema>;

export function checkQuickPolicyFile(file: { name: string; size: number } | undefined): string | undefined {
  if (!file) return POLICY_MESSAGES.quickPolicyRequired;
  if (!isPdfName(file.name)) return POLICY_MESSAGES.quickPolicyNotPdf;
  if (file.size >= QUICK_UPLOAD_POLICY_MAX_BYTES) return POLICY_MESSAGES.quickPolicyTooLarge;
  return undefined;
}

export function checkQuickIpidFile(file: { name: string; size: number } | undefined): string | undefined {
  if (!file) return undefined;
  if (!isPdfName(file.name)) return POLICY_MESSAGES.quickIpidNotPdf;
  if (file.size >= QUICK_UPLOAD_IPID_MAX_BYTES) return POLICY_MESSAGES.quickIpidTooLarge;
  return undefined;
}

/** 1 Click Upload: the policy document and, optionally, its IPID. */
export const quickUploadSchema = z
  .object({ policy: fileDescriptionSchema.optional(), ipid: fileDescriptionSchema.optional() }, NOT_A_FORM)
  .superRefine((v, ctx) => {
    const problem = checkQuickPolicyFile(v.policy) ?? checkQuickIpidFile(v.ipid);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

/** The plan the user holds, as the documents name it ("Gold", "Plan B"); null when not said. */
export const planSchema = clearableText(PLAN_MAX_LENGTH, POLICY_MESSAGES.planTooLong);

/** A day given when correcting the details; null when the documents do not state it. */
const dateOrNull = dateOrEmpty.refine((v) => v !== '', POLICY_MESSAGES.datesInvalid).nullable();

const detailFields = ['name', 'insuranceTypeId', 'insurer', 'startDate', 'endDate', 'notes'] as const;

/** A type the user sets for one of a policy's documents after upload, as the upload form asks it. */
export const documentTypeSchema = z.object(
  {
    id: z.string({ invalid_type_error: POLICY_MESSAGES.fileInvalid }).max(KEY_MAX_LENGTH),
    fileType: manifestFileSchema.shape.fileType,
    customName: manifestFileSchema.shape.customName,
  },
  { invalid_type_error: POLICY_MESSAGES.fileInvalid },
);
export type DocumentTypeChoice = z.infer<typeof documentTypeSchema>;

/** The first problem with the types set for a policy's documents, in the spec's words. */
export function documentTypesProblem(documents: readonly DocumentTypeChoice[]): string | undefined {
  if (documents.some((d) => d.fileType === 'other' && !d.customName)) return POLICY_MESSAGES.customNames;
  if (new Set(documents.map((d) => d.id)).size !== documents.length) return POLICY_MESSAGES.documentTwice;
  return undefined;
}

/**
 * Corrections to a policy's details (e.g. after 1 Click Upload detected them), or only the plan the
 * user holds (chosen where the coverage shows each plan's figures).
 */
export const updatePolicySchema = z
  .object(
    {
      name: policyName.optional(),
      insuranceTypeId: insuranceTypeId.optional(),
      insurer: clearableText(FULL_NAME_MAX_LENGTH, POLICY_MESSAGES.insurerTooLong).optional(),
      // Dates the documents do not state may stay empty; when one is given, so must the other.
      startDate: dateOrNull.optional(),
      endDate: dateOrNull.optional(),
      plan: planSchema.optional(),
      notes: clearableText(NOTES_MAX_LENGTH, POLICY_MESSAGES.notesTooLong).optional(),
      // What each document is, as the user says (detection never changes it afterwards).
      documents: z
        .array(documentTypeSchema, { invalid_type_error: POLICY_MESSAGES.fileInvalid })
        .max(MAX_POLICY_FILES, POLICY_MESSAGES.tooManyFiles)
        .optional(),
    },
    NOT_A_FORM,
  )
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    const documentsProblem = v.documents && documentTypesProblem(v.documents);
    if (documentsProblem) return fail(documentsProblem);
    if (!detailFields.some((field) => v[field] !== undefined)) {
      if (v.plan === undefined && v.documents === undefined) fail(POLICY_MESSAGES.requiredFields);
      return;
    }
    if (!v.name || !INSURANCE_TYPES.some((t) => t.id === v.insuranceTypeId)) {
      return fail(POLICY_MESSAGES.requiredFields);
    }
    const datesProblem = periodProblem(v.startDate, v.endDate);
    if (datesProblem) fail(datesProblem);
  });
export type PolicyUpdate = z.infer<typeof updatePolicySchema>;

export const POLICY_STATUSES = ['pending', 'processing', 'ready', 'failed', 'deleting'] as const;
export const POLICY_SOURCES = ['upload', 'quick', 'email'] as const;

/** A document's type as set by the user after upload, or read from it, or as uploaded. */
export interface DocumentType {
  readonly fileType: FileType;
  readonly customName: string | null;
}

/**
 * What a document is shown as: the type the user set after upload wins over what was read from
 * it, which wins over the role it was uploaded in (a 1 Click document is the Policy Schedule).
 */
export function shownType(
  file: DocumentType & { readonly detected?: DocumentType; readonly chosen?: DocumentType },
): DocumentType {
  const shown = file.chosen ?? file.detected ?? file;
  return { fileType: shown.fileType, customName: shown.customName };
}

/** A document type's label: its name, or the name the user gave an 'other' document. */
export function documentTypeLabel(type: DocumentType): string {
  if (type.fileType === 'other') return type.customName?.trim() || FILE_TYPE_LABELS.other;
  return FILE_TYPE_LABELS[type.fileType];
}

/** A policy as the API returns it. */
export const policyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  insuranceTypeId: z.string(),
  insuranceTypeName: z.string(),
  insurer: z.string().nullable(),
  plan: z
    .string()
    .nullable()
    .optional()
    .describe('The plan the user holds, when the documents have plans (absent from older answers)'),
  notes: z.string().nullable().optional().describe("The user's own notes about the policy"),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(POLICY_STATUSES),
  failure: z.string().nullable().optional().describe('Why a failed policy was refused, for the user'),
  source: z.enum(POLICY_SOURCES),
  createdAt: z.string(),
  files: z.array(
    z.object({
      id: z.string(),
      fileType: z.enum(FILE_TYPES),
      customName: z.string().nullable(),
      name: z.string(),
      size: z.number().int(),
      pages: z.number().int().nullable(),
      detected: z
        .object({ fileType: z.enum(FILE_TYPES), customName: z.string().nullable() })
        .optional()
        .describe('What the document is, read from it, when its type was not chosen by the user'),
      chosen: z
        .object({ fileType: z.enum(FILE_TYPES), customName: z.string().nullable() })
        .optional()
        .describe('What the document is, as the user set it after upload: shown in its place'),
    }),
  ),
});
export type PolicyView = ViewOf<typeof policyViewSchema>;

/** GET /api/policies: ready policies newest first, uploads still being read or refused, and the slots left. */
export const policyListSchema = z.object({
  policies: z.array(policyViewSchema),
  inProgress: z.array(policyViewSchema),
  count: z.number().int(),
  slotsRemaining: z.number().int(),
});
export type PolicyList = ViewOf<typeof policyListSchema>;

/** A presigned POST form: every field goes first, then the file as `file`. */
export const storageFormSchema = z.object({ url: z.string(), fields: z.record(z.string()) });
export type StorageForm = ViewOf<typeof storageFormSchema>;

/** A pending policy holding a slot, and one storage form per file, in the order they were listed. */
export const createdPolicySchema = z.object({
  policy: policyViewSchema,
  uploads: z.array(
    z.object({ fileId: z.string(), fileType: z.enum(FILE_TYPES), name: z.string(), form: storageFormSchema }),
  ),
});
export type CreatedPolicy = ViewOf<typeof createdPolicySchema>;

/** The finished policy; `warning` when a 1 Click Upload's team notification could not be sent. */
export const completedPolicySchema = z.object({ policy: policyViewSchema, warning: z.string().optional() });
export type CompletedPolicy = ViewOf<typeof completedPolicySchema>;

/** A word read from a scanned page, and where it stands, as shares of the page's width and height from its top left. */
export const scanWordSchema = z.object({
  text: z.string(),
  left: z.number(),
  top: z.number(),
  width: z.number(),
  height: z.number(),
});
export type ScanWord = ViewOf<typeof scanWordSchema>;

/**
 * A short-lived link that saves the file under its original name; for a file with pages read
 * from a scan, the words read on each such page (by page number), so a quote can be marked there.
 */
export const downloadLinkSchema = z.object({
  url: z.string(),
  name: z.string(),
  scanWords: z.record(z.string(), z.array(scanWordSchema)).optional(),
});
export type DownloadLink = ViewOf<typeof downloadLinkSchema>;

/** The catalogue of insurance types, sorted by name. */
export const insuranceTypeListSchema = z.object({
  insuranceTypes: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
});

/** Words quoted from a page of one of a policy's documents, with the stored file's id when known. */
export const citationSchema = z.object({
  file: z.string(),
  fileId: z.string().nullable(),
  page: z.number().int(),
  quote: z.string(),
  fromScan: z.literal(true).optional().describe('The page was read from a scan by OCR'),
});
export type Citation = ViewOf<typeof citationSchema>;

/** Path parameters of the policy routes: ULIDs, so anything else is simply not found. */
export const policyParams = z.object({ id: ulidParam('Policy not found') });
export const policyFileParams = z.object({
  id: ulidParam('Policy not found'),
  fileId: ulidParam('Policy not found'),
});
