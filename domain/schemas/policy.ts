import { z } from 'zod';
import {
  DETAILED_UPLOAD_MAX_BYTES,
  MAX_POLICIES,
  megabytes,
  QUICK_UPLOAD_IPID_MAX_BYTES,
  QUICK_UPLOAD_POLICY_MAX_BYTES,
} from '../constants';
import { INSURANCE_TYPES } from '../insurance';

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
} as const;

export function isPdfName(name: string): boolean {
  return name.toLowerCase().endsWith('.pdf');
}

/** A file as the browser describes it before upload. */
export const fileDescriptionSchema = z.object({
  name: z.string().trim().min(1).max(200),
  size: z.number().int().nonnegative(),
  contentType: z.string().optional(),
});

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

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const manifestFileSchema = fileDescriptionSchema.extend({
  fileType: z.enum(FILE_TYPES),
  customName: z.string().trim().max(100).optional(),
});
export type ManifestFile = z.infer<typeof manifestFileSchema>;

/** The detailed upload form's manifest: the policy's details and the files that will follow. */
export const createPolicySchema = z
  .object({
    name: z.string().trim().max(120).default(''),
    insuranceTypeId: z.string().default(''),
    startDate: isoDate.or(z.literal('')).default(''),
    endDate: isoDate.or(z.literal('')).default(''),
    files: z.array(manifestFileSchema).max(10).default([]),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    const schedules = v.files.filter((f) => f.fileType === 'policy_schedule');
    if (!v.name || !INSURANCE_TYPES.some((t) => t.id === v.insuranceTypeId) || schedules.length !== 1) {
      return fail(POLICY_MESSAGES.requiredFields);
    }
    if (!v.startDate || !v.endDate) return fail(POLICY_MESSAGES.datesRequired);
    if (v.endDate <= v.startDate) return fail(POLICY_MESSAGES.endAfterStart);
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
  .object({ policy: fileDescriptionSchema.optional(), ipid: fileDescriptionSchema.optional() })
  .superRefine((v, ctx) => {
    const problem = checkQuickPolicyFile(v.policy) ?? checkQuickIpidFile(v.ipid);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

export const PLAN_MAX_LENGTH = 80;
export const NOTES_MAX_LENGTH = 1000;

/** The plan the user holds, as the documents name it ("Gold", "Plan B"); null when not said. */
export const planSchema = z.string().trim().max(PLAN_MAX_LENGTH).nullable();

const detailFields = ['name', 'insuranceTypeId', 'insurer', 'startDate', 'endDate', 'notes'] as const;

/**
 * Corrections to a policy's details (e.g. after 1 Click Upload detected them), or only the plan the
 * user holds (chosen where the coverage shows each plan's figures).
 */
export const updatePolicySchema = z
  .object({
    name: z.string().trim().max(120).optional(),
    insuranceTypeId: z.string().optional(),
    insurer: z.string().trim().max(120).nullable().optional(),
    // Dates the documents do not state may stay empty; when one is given, so must the other.
    startDate: isoDate.nullable().optional(),
    endDate: isoDate.nullable().optional(),
    plan: planSchema.optional(),
    notes: z.string().trim().max(NOTES_MAX_LENGTH).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    if (!detailFields.some((field) => v[field] !== undefined)) {
      if (v.plan === undefined) fail(POLICY_MESSAGES.requiredFields);
      return;
    }
    if (!v.name || !INSURANCE_TYPES.some((t) => t.id === v.insuranceTypeId)) {
      return fail(POLICY_MESSAGES.requiredFields);
    }
    if (!v.startDate && !v.endDate) return;
    if (!v.startDate || !v.endDate) return fail(POLICY_MESSAGES.datesRequired);
    if (v.endDate <= v.startDate) fail(POLICY_MESSAGES.endAfterStart);
  });
export type PolicyUpdate = z.infer<typeof updatePolicySchema>;

/** A policy as the API returns it. */
export interface PolicyView {
  readonly id: string;
  readonly name: string;
  readonly insuranceTypeId: string;
  readonly insuranceTypeName: string;
  readonly insurer: string | null;
  /** The plan the user holds, when the documents have plans (absent from older answers). */
  readonly plan?: string | null;
  /** The user's own notes about the policy (absent from older answers). */
  readonly notes?: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly status: 'pending' | 'processing' | 'ready' | 'failed' | 'deleting';
  /** Why a failed policy was refused, for the user. */
  readonly failure?: string | null;
  readonly source: 'upload' | 'quick' | 'email';
  readonly createdAt: string;
  readonly files: readonly {
    readonly id: string;
    readonly fileType: FileType;
    readonly customName: string | null;
    readonly name: string;
    readonly size: number;
    readonly pages: number | null;
  }[];
}

/** Adds a year to an ISO date (the default policy term). */
export function oneYearLater(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + 1, m - 1, d));
  // 29 February rolls to 28 February, not 1 March.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}
