import { ulid } from 'ulid';
import {
  DETAILED_UPLOAD_MAX_BYTES,
  MAX_POLICIES,
  QUICK_UPLOAD_IPID_MAX_BYTES,
  QUICK_UPLOAD_POLICY_MAX_BYTES,
} from '../../domain/constants';
import { insuranceTypeById } from '../../domain/insurance';
import {
  type FileType,
  type ManifestFile,
  oneYearLater,
  POLICY_MESSAGES,
  type PolicyUpdate,
  type PolicyView,
} from '../../domain/schemas/policy';
import { PDF_MESSAGES, PdfRejected, readPdf } from '../analysis/pdf-text';
import type { PolicyDocument } from '../analysis/types';
import { type PolicyDetails, readPolicyDetails } from '../analysis/understand/policy-details';
import {
  moveObject,
  objectSize,
  presignDownload,
  presignUpload,
  readObject,
  UPLOAD_EXPIRY_SECONDS,
  type UploadForm,
  writeObject,
} from '../data/document-store';
import { objectKeys } from '../data/keys';
import { type Policy, policyView, type StoredFile, safeFileName } from '../data/policy-entity';
import {
  claimForProcessing,
  getPolicy,
  insertPolicy,
  listPolicies,
  markDeleting,
  markReady,
  removePolicy,
  updateDetails,
} from '../data/policy-store';
import { deletePrefix } from '../data/user-data';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';

/** A little longer than the upload forms live, so an upload that started in time can finish. */
const PENDING_LIFETIME_MS = (UPLOAD_EXPIRY_SECONDS + 15 * 60) * 1000;

export interface NewFile {
  readonly name: string;
  readonly size: number;
  readonly fileType: FileType;
  readonly customName?: string | null;
  readonly maxBytes: number;
}

export interface CreatedPolicy {
  readonly policy: PolicyView;
  readonly uploads: readonly { fileId: string; fileType: FileType; name: string; form: UploadForm }[];
}

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
  };
}

async function discardFiles(sub: string, policyId: string): Promise<void> {
  await deletePrefix(objectKeys.policyUploadsPrefix(sub, policyId));
  await deletePrefix(objectKeys.policyPrefix(sub, policyId));
  await deletePrefix(`${objectKeys.userTextPrefix(sub)}${policyId}/`);
}

/**
 * Drops a policy that never finished, or finishes one being deleted: its files first, then its row
 * and slot, so a failure part-way leaves a row that a retry or the next sweep finishes.
 */
async function discard(policy: Policy): Promise<void> {
  await discardFiles(policy.sub, policy.id);
  await removePolicy(policy.sub, policy.id, policy.status);
}

const unfinished = (policy: Policy, now: number) =>
  policy.status === 'deleting' || (policy.status !== 'ready' && (policy.uploadExpiresAt ?? 0) < now);

/** Policies whose upload window closed without becoming ready no longer hold a slot. */
async function sweepAbandoned(policies: readonly Policy[], now = Date.now()): Promise<Policy[]> {
  const live: Policy[] = [];
  for (const policy of policies) {
    if (unfinished(policy, now)) {
      await discard(policy);
      logger.info('abandoned upload removed', { policyId: policy.id });
    } else {
      live.push(policy);
    }
  }
  return live;
}

/** Creates a pending policy holding a slot, and one upload form per file. */
export async function startPolicy(
  sub: string,
  details: Omit<Policy, 'sub' | 'id' | 'status' | 'createdAt' | 'uploadExpiresAt' | 'files'>,
  files: readonly NewFile[],
): Promise<CreatedPolicy> {
  await sweepAbandoned(await listPolicies(sub));
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
      startDate: input.startDate,
      endDate: input.endDate,
      source: 'upload',
    },
    input.files.map((f) => ({ ...f, maxBytes: DETAILED_UPLOAD_MAX_BYTES })),
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

function tooLargeMessage(file: StoredFile, source: Policy['source']): string {
  if (source !== 'quick') return POLICY_MESSAGES.tooLarge(file.name, file.maxBytes);
  return file.fileType === 'ipid' ? POLICY_MESSAGES.quickIpidTooLarge : POLICY_MESSAGES.quickPolicyTooLarge;
}

function rejectionMessage(error: PdfRejected, file: StoredFile, source: Policy['source']): string {
  if (source !== 'quick' || error.message !== PDF_MESSAGES.notPdf(file.name)) return error.message;
  return file.fileType === 'ipid' ? POLICY_MESSAGES.quickIpidNotPdf : POLICY_MESSAGES.quickPolicyNotPdf;
}

/** Checks one uploaded object and stores its text; throws ValidationError naming the file. */
async function verifyFile(
  file: StoredFile,
  source: Policy['source'],
): Promise<{ file: StoredFile; pages: readonly string[] }> {
  const size = await objectSize(file.uploadKey);
  if (size === undefined)
    throw new ValidationError(`${file.name} did not finish uploading. Please try again.`);
  if (size > file.maxBytes) throw new ValidationError(tooLargeMessage(file, source));
  try {
    const text = await readPdf(await readObject(file.uploadKey), file.name);
    await writeObject(file.textKey, JSON.stringify(text), 'application/json');
    await moveObject(file.uploadKey, file.key);
    return { file: { ...file, size, pages: text.pages.length }, pages: text.pages };
  } catch (error) {
    if (error instanceof PdfRejected) throw new ValidationError(rejectionMessage(error, file, source));
    throw error;
  }
}

function applyDetection(policy: Policy, documents: readonly PolicyDocument[]): Partial<Policy> {
  const found: PolicyDetails = readPolicyDetails(documents);
  const startDate = found.startDate ?? policy.startDate;
  return {
    name: found.name ?? policy.name,
    insurer: found.insurer,
    insuranceTypeId: found.insuranceTypeId ?? policy.insuranceTypeId,
    // A schedule names the plan its holder has; a wording listing several plans names none.
    ...(found.plan ? { plan: found.plan } : {}),
    startDate,
    endDate: found.endDate ?? (startDate ? oneYearLater(startDate) : policy.endDate),
  };
}

/** How long a second complete waits for the one that is checking the files. */
const OUTCOME_WAIT_MS = 20_000;
const OUTCOME_POLL_MS = 250;

/** A complete that lost the race: the answer is whatever the winning request made of the policy. */
async function awaitOutcome(sub: string, policyId: string): Promise<PolicyView> {
  const until = Date.now() + OUTCOME_WAIT_MS;
  while (Date.now() < until) {
    const policy = await getPolicy(sub, policyId);
    if (policy.status === 'ready') return policyView(policy);
    await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS));
  }
  throw new ConflictError('This policy is still being processed. Please try again in a moment.');
}

/** Checks every file; on a refusal the policy is removed (row, slot and files) and the user told why. */
async function verifyAll(policy: Policy): Promise<{ file: StoredFile; pages: readonly string[] }[]> {
  const checked: { file: StoredFile; pages: readonly string[] }[] = [];
  try {
    for (const file of policy.files) checked.push(await verifyFile(file, policy.source));
    return checked;
  } catch (error) {
    // Only the request that holds the policy in processing removes it; a deleted one is simply gone.
    await discardFiles(policy.sub, policy.id);
    const removedHere = await removePolicy(policy.sub, policy.id, 'processing');
    if (!removedHere && !(error instanceof AppError)) throw new NotFoundError('Policy not found');
    throw error;
  }
}

/**
 * Verifies every uploaded file and makes the policy ready. One request claims the policy (pending
 * to processing) and checks its files; a repeated or concurrent complete waits for that outcome
 * and never deletes anything.
 */
export async function completePolicy(sub: string, policyId: string): Promise<PolicyView> {
  const policy = await getPolicy(sub, policyId);
  if (policy.status === 'ready') return policyView(policy);
  if (unfinished(policy, Date.now())) {
    await discard(policy);
    throw new NotFoundError('Policy not found');
  }
  if (policy.status === 'processing' || !(await claimForProcessing(sub, policyId)))
    return awaitOutcome(sub, policyId);
  const checked = await verifyAll(policy);
  const files = checked.map((c) => c.file);
  const details =
    policy.source === 'upload'
      ? {}
      : applyDetection(
          policy,
          checked.map((c) => ({ file: c.file.name, kind: c.file.fileType, pages: c.pages })),
        );
  if (!(await markReady(policy, files, details))) {
    // Deleted while its files were being checked: leave nothing behind.
    await discardFiles(sub, policyId);
    throw new NotFoundError('Policy not found');
  }
  return policyView({ ...policy, ...details, files, status: 'ready', uploadExpiresAt: null });
}

export interface PolicyList {
  readonly policies: readonly PolicyView[];
  readonly count: number;
  readonly slotsRemaining: number;
}

/** The user's ready policies, newest first, and how many slots are left. */
export async function listUserPolicies(sub: string): Promise<PolicyList> {
  const live = await sweepAbandoned(await listPolicies(sub));
  const ready = live
    .filter((p) => p.status === 'ready')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    policies: ready.map(policyView),
    count: live.length,
    slotsRemaining: Math.max(0, MAX_POLICIES - live.length),
  };
}

export async function getUserPolicy(sub: string, policyId: string): Promise<PolicyView> {
  const policy = await getPolicy(sub, policyId);
  if (policy.status !== 'ready') throw new NotFoundError('Policy not found');
  return policyView(policy);
}

export async function downloadLink(
  sub: string,
  policyId: string,
  fileId: string,
): Promise<{ url: string; name: string }> {
  const policy = await getPolicy(sub, policyId);
  const file = policy.files.find((f) => f.id === fileId);
  if (!file || policy.status !== 'ready') throw new NotFoundError('File not found');
  return { url: await presignDownload(file.key, file.name), name: file.name };
}

/**
 * Deletes a policy: marked deleting first (so a finishing upload sees it is going and a list no
 * longer shows it), then its files, then its row and slot. A failure part-way leaves the mark, and
 * a retry or the next sweep finishes the job; nothing is orphaned.
 */
export async function deletePolicy(sub: string, policyId: string): Promise<void> {
  if (!(await markDeleting(sub, policyId))) throw new NotFoundError('Policy not found');
  await discardFiles(sub, policyId);
  await removePolicy(sub, policyId, 'deleting');
}

/** Corrects a policy's details, or records only the plan the user holds, or both. */
export async function correctPolicy(
  sub: string,
  policyId: string,
  update: PolicyUpdate,
): Promise<PolicyView> {
  const { plan, ...details } = update;
  const planOnly = details.name === undefined;
  if (!planOnly && !insuranceTypeById(details.insuranceTypeId ?? ''))
    throw new ValidationError(POLICY_MESSAGES.requiredFields);
  const changes = planOnly
    ? { plan }
    : {
        ...details,
        insurer: details.insurer ?? null,
        startDate: details.startDate ?? null,
        endDate: details.endDate ?? null,
        notes: details.notes || null,
        plan,
      };
  return policyView(await updateDetails(sub, policyId, changes));
}
