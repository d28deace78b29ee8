import { insuranceTypeById } from '../../domain/insurance';
import type { FileType, PolicyView } from '../../domain/schemas/policy';
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
}

/** What the extraction worker made of one uploaded file: its pages, or the refusal for the user. */
export type FileResult = { readonly pages: number; readonly size: number } | { readonly error: string };

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
  /** Why a failed policy was refused (the first refused file's message). */
  readonly failure?: string | null;
  readonly source: 'upload' | 'quick' | 'email';
  readonly createdAt: string;
  /** Until when the browser may still upload a pending policy's files (epoch ms). */
  readonly uploadExpiresAt: number | null;
  readonly files: readonly StoredFile[];
}

export function policyToItem(policy: Policy): Record<string, unknown> {
  const { sub, ...rest } = policy;
  return { ...keys.policy(sub, policy.id), entity: 'policy', ...rest };
}

export function policyFromItem(item: Record<string, unknown>): Policy {
  const sub = String(item.PK).replace(/^USER#/, '');
  return {
    sub,
    id: String(item.id),
    name: String(item.name),
    insuranceTypeId: String(item.insuranceTypeId),
    insurer: (item.insurer as string | null | undefined) ?? null,
    plan: (item.plan as string | null | undefined) ?? null,
    notes: (item.notes as string | null | undefined) ?? null,
    startDate: (item.startDate as string | null | undefined) ?? null,
    endDate: (item.endDate as string | null | undefined) ?? null,
    status: item.status as Policy['status'],
    source: (item.source as Policy['source'] | undefined) ?? 'upload',
    createdAt: String(item.createdAt),
    uploadExpiresAt: (item.uploadExpiresAt as number | null | undefined) ?? null,
    files: (item.files as StoredFile[] | undefined) ?? [],
    fileResults: (item.fileResults as Record<string, FileResult> | undefined) ?? {},
    failure: (item.failure as string | null | undefined) ?? null,
  };
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
