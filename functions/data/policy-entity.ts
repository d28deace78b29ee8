import { z } from 'zod';
import { insuranceTypeById } from '#domain/insurance';
import { FILE_TYPES, type FileType, type PolicyView } from '#domain/schemas/policy';
import { keys } from './keys';

/** A stored policy document: where it lives, what it is, and where its text was put. */
export interface StoredFile {
  readonly id: string;
  readonly fileType: FileType;
  readonly customName: string | null;
  readonly name: string;
  readonly size: number;
  readonly maxBytes: number;
  /** Where the file is uploaded before it is checked. */
  readonly uploadKey: string;
  /** Where a checked file is kept. */
  readonly key: string;
  readonly textKey: string;
  readonly pages: number | null;
  /**
   * What the document is, as read from its own title and structure, when its type was not the
   * user's choice (the document of a 1 Click Upload, a mailed attachment): shown in its place.
   */
  readonly detected?: { readonly fileType: FileType; readonly customName: string | null };
  /** What the document is, as the user set it after upload: shown in its place, never read over. */
  readonly chosen?: { readonly fileType: FileType; readonly customName: string | null };
  /** The kept object that was checked: its ETag, and its version where the bucket keeps versions. */
  readonly etag?: string;
  readonly versionId?: string;
}

/**
 * What the extraction worker made of one uploaded file: its pages and the pin of the object kept
 * (what was checked), or the refusal for the user.
 */
export type FileResult =
  | { readonly pages: number; readonly size: number; readonly etag?: string; readonly versionId?: string }
  | { readonly error: string };

export interface Policy {
  readonly sub: string;
  readonly id: string;
  readonly name: string;
  readonly insuranceTypeId: string;
  readonly insurer: string | null;
  /** The plan the user holds (as the documents name it), when they said. */
  readonly plan?: string | null;
  /** The user's own notes about the policy. */
  readonly notes?: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  /**
   * pending: files uploading; processing: one request is checking them; ready: usable; deleting:
   * its files are being removed, then its row (a retry or the sweep finishes what a failure left).
   */
  readonly status: 'pending' | 'processing' | 'ready' | 'failed' | 'deleting';
  /** Each file's extraction result, by file id, as the worker records them. */
  readonly fileResults?: Readonly<Record<string, FileResult>>;
  /**
   * The upload each file's form delivered, by file id: the ETag of the first object the worker read
   * there. A form works once: any other object posted to it later is removed unread.
   */
  readonly checkedUploads?: Readonly<Record<string, string>>;
  /** Why a failed policy was refused (the first refused file's message). */
  readonly failure?: string | null;
  readonly source: 'upload' | 'quick' | 'email';
  readonly createdAt: string;
  /**
   * Until when the browser may still upload a pending policy's files (epoch ms); once it has
   * passed, a policy not ready is swept. A policy the sweep failed (its reading never finished)
   * is shown, with why, until then.
   */
  readonly uploadExpiresAt: number | null;
  readonly files: readonly StoredFile[];
}

const STATUSES = ['pending', 'processing', 'ready', 'failed', 'deleting'] as const;

/** The statuses a policy is in GSI1's unsettled partition with (every one but ready). */
export const isUnsettled = (status: Policy['status']) => status !== 'ready';

const fileSchema = z.object({
  id: z.string().min(1),
  fileType: z.enum(FILE_TYPES),
  customName: z.string().nullable().default(null),
  name: z.string(),
  size: z.number().int().nonnegative(),
  maxBytes: z.number().int().positive(),
  uploadKey: z.string().min(1),
  key: z.string().min(1),
  textKey: z.string().min(1),
  pages: z.number().int().nullable().default(null),
  detected: z.object({ fileType: z.enum(FILE_TYPES), customName: z.string().nullable() }).optional(),
  chosen: z.object({ fileType: z.enum(FILE_TYPES), customName: z.string().nullable() }).optional(),
  etag: z.string().optional(),
  versionId: z.string().optional(),
});

const fileResultSchema = z.union([
  z.object({
    pages: z.number().int(),
    size: z.number().int(),
    etag: z.string().optional(),
    versionId: z.string().optional(),
  }),
  z.object({ error: z.string() }),
]);

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const itemSchema = z.object({
  PK: z.string().startsWith(keys.userPartition('')),
  SK: z.string().startsWith(keys.policyPrefix),
  id: z.string().min(1),
  // Rows are read with what they hold; only what a policy cannot have is refused.
  name: z.string().default(''),
  insuranceTypeId: z.string().default('other'),
  insurer: nullableText,
  plan: nullableText,
  notes: nullableText,
  startDate: nullableText,
  endDate: nullableText,
  status: z.enum(STATUSES),
  source: z.enum(['upload', 'quick', 'email']).default('upload'),
  createdAt: z.string().default(''),
  uploadExpiresAt: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  files: z.array(fileSchema).default([]),
  fileResults: z.record(fileResultSchema).default({}),
  checkedUploads: z.record(z.string()).optional(),
  failure: nullableText,
});

/** One document of a policy as its row keeps it (in the policy's `files`). */
export function policyFileToItem(file: StoredFile): Record<string, unknown> {
  return { ...file };
}

export function policyFileFromItem(item: unknown): StoredFile {
  return fileSchema.parse(item);
}

/** The policy's row; one not yet ready is also in GSI1's unsettled partition (see keys). */
export function policyToItem(policy: Policy): Record<string, unknown> {
  const { sub, files, ...rest } = policy;
  return {
    ...keys.policy(sub, policy.id),
    ...(isUnsettled(policy.status) ? keys.unsettledPolicy(policy.createdAt) : {}),
    entity: 'policy',
    ...rest,
    files: files.map(policyFileToItem),
  };
}

/** Reads a policy's row; throws on one that is not a policy (no id, a status it cannot have…). */
export function policyFromItem(item: Record<string, unknown>): Policy {
  const { PK, SK: _sk, ...fields } = itemSchema.parse(item);
  return { sub: keys.subOf(PK) ?? '', ...fields };
}

/** What the API shows of a policy: no storage keys. */
export function policyView(policy: Policy): PolicyView {
  return {
    id: policy.id,
    name: policy.name,
    insuranceTypeId: policy.insuranceTypeId,
    insuranceTypeName: insuranceTypeById(policy.insuranceTypeId)?.name ?? 'Other',
    insurer: policy.insurer,
    plan: policy.plan ?? null,
    notes: policy.notes ?? null,
    startDate: policy.startDate,
    endDate: policy.endDate,
    status: policy.status,
    ...(policy.status === 'failed' ? { failure: policy.failure ?? null } : {}),
    source: policy.source,
    createdAt: policy.createdAt,
    files: policy.files.map((f) => ({
      id: f.id,
      fileType: f.fileType,
      customName: f.customName,
      name: f.name,
      size: f.size,
      pages: f.pages,
      ...(f.detected ? { detected: f.detected } : {}),
      ...(f.chosen ? { chosen: f.chosen } : {}),
    })),
  };
}

/** A file name safe for an S3 key: lower case, hyphens for spaces, nothing exotic. */
export function safeFileName(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/-+/g, '-')
    .slice(-80);
  return base.endsWith('.pdf') ? base : `${base || 'document'}.pdf`;
}
