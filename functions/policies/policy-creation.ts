import { ulid } from 'ulid';
import {
  DETAILED_UPLOAD_MAX_BYTES,
  QUICK_UPLOAD_IPID_MAX_BYTES,
  QUICK_UPLOAD_POLICY_MAX_BYTES,
} from '#domain/constants';
import {
  type CreatedPolicy,
  type FileType,
  type ManifestFile,
  POLICY_MESSAGES,
} from '#domain/schemas/policy';
import { UPLOAD_EXPIRY_SECONDS } from '../data/document-store';
import { objectKeys } from '../data/keys';
import { type Policy, policyView, type StoredFile, safeFileName } from '../data/policy-entity';
import { insertPolicy } from '../data/policy-store';
import { presignUpload } from '../data/upload-form';
import { ValidationError } from '../lib/errors';
import { sweepUserUploads } from './stale-uploads';

/*
 * Creating a policy: a pending row holding a slot, and an upload form for each file (the detailed
 * form, 1 Click Upload, and a mailed policy's attachments). Completing, correcting and deleting a
 * policy have modules of their own, so each route loads only the AWS clients it uses.
 */

/** A little longer than the upload forms live, so an upload that started in time can finish. */
const PENDING_LIFETIME_MS = (UPLOAD_EXPIRY_SECONDS + 15 * 60) * 1000;

export interface NewFile {
  readonly name: string;
  readonly size: number;
  readonly fileType: FileType;
  readonly customName?: string | null;
  readonly maxBytes: number;
  /** What the user said the document is, when it plays another role (see withScheduleRole). */
  readonly chosen?: StoredFile['chosen'];
}

export type { CreatedPolicy };

function storedFile(sub: string, policyId: string, file: NewFile): StoredFile {
  const id = ulid();
  return {
    id,
    fileType: file.fileType,
    customName: file.fileType === 'other' ? (file.customName ?? null) : null,
    name: file.name,
    size: file.size,
    maxBytes: file.maxBytes,
    uploadKey: objectKeys.upload(sub, policyId, id, safeFileName(file.name)),
    key: objectKeys.document(sub, policyId, id, safeFileName(file.name)),
    textKey: objectKeys.text(sub, policyId, id),
    pages: null,
    ...(file.chosen && { chosen: file.chosen }),
  };
}

/** Creates a pending policy holding a slot, and one upload form per file. */
export async function startPolicy(
  sub: string,
  details: Omit<Policy, 'sub' | 'id' | 'status' | 'createdAt' | 'uploadExpiresAt' | 'files'>,
  files: readonly NewFile[],
): Promise<CreatedPolicy> {
  // The user's own stale uploads go first, so none of them holds a slot this create needs.
  await sweepUserUploads(sub);
  const id = ulid();
  const stored = files.map((f) => storedFile(sub, id, f));
  const policy: Policy = {
    ...details,
    sub,
    id,
    status: 'pending',
    createdAt: new Date().toISOString(),
    uploadExpiresAt: Date.now() + PENDING_LIFETIME_MS,
    files: stored,
    fileResults: {},
    checkedUploads: {},
  };
  await insertPolicy(policy);
  const uploads = await Promise.all(
    stored.map(async (f) => ({
      fileId: f.id,
      fileType: f.fileType,
      name: f.name,
      form: await presignUpload(f.uploadKey, f.maxBytes),
    })),
  );
  return { policy: policyView(policy), uploads };
}

/**
 * The detailed form's documents with one in the Policy Schedule's role, the document claims and
 * cover are worked out from: the schedule when there is one, else the first that is not an IPID
 * (else the first). A wording, a certificate or an IPID may stand alone; it is still shown as the
 * type the user chose, as the document types set after upload are.
 */
function withScheduleRole(files: readonly ManifestFile[]): NewFile[] {
  const primary = files.some((f) => f.fileType === 'policy_schedule')
    ? undefined
    : (files.find((f) => f.fileType !== 'ipid') ?? files[0]);
  return files.map((f) => {
    const file = { ...f, maxBytes: DETAILED_UPLOAD_MAX_BYTES };
    if (f !== primary) return file;
    const customName = f.fileType === 'other' ? (f.customName ?? null) : null;
    return { ...file, fileType: 'policy_schedule', chosen: { fileType: f.fileType, customName } };
  });
}

export function createPolicy(
  sub: string,
  input: {
    name: string;
    insuranceTypeId: string;
    startDate: string;
    endDate: string;
    files: readonly ManifestFile[];
  },
): Promise<CreatedPolicy> {
  return startPolicy(
    sub,
    {
      name: input.name,
      insuranceTypeId: input.insuranceTypeId,
      insurer: null,
      // Dates left empty stay unknown until the documents state them (settled-details.ts).
      startDate: input.startDate || null,
      endDate: input.endDate || null,
      source: 'upload',
    },
    withScheduleRole(input.files),
  );
}

/** 1 Click Upload: the details are read from the documents when they arrive. */
export function createQuickPolicy(
  sub: string,
  input: { policy?: { name: string; size: number }; ipid?: { name: string; size: number } },
): Promise<CreatedPolicy> {
  if (!input.policy) throw new ValidationError(POLICY_MESSAGES.quickPolicyRequired);
  const files: NewFile[] = [
    { ...input.policy, fileType: 'policy_schedule', maxBytes: QUICK_UPLOAD_POLICY_MAX_BYTES },
  ];
  if (input.ipid) files.push({ ...input.ipid, fileType: 'ipid', maxBytes: QUICK_UPLOAD_IPID_MAX_BYTES });
  const base = input.policy.name
    .replace(/\.pdf$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return startPolicy(
    sub,
    {
      name: base || 'My policy',
      insuranceTypeId: 'other',
      insurer: null,
      startDate: null,
      endDate: null,
      source: 'quick',
    },
    files,
  );
}
