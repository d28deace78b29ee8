import { ulid } from 'ulid';
import {
  DETAILED_UPLOAD_MAX_BYTES,
  QUICK_UPLOAD_IPID_MAX_BYTES,
  QUICK_UPLOAD_POLICY_MAX_BYTES,
} from '#domain/constants';
import { insuranceTypeById } from '#domain/insurance';
import {
  type CreatedPolicy,
  type FileType,
  type ManifestFile,
  POLICY_MESSAGES,
  type PolicyUpdate,
  type PolicyView,
} from '#domain/schemas/policy';
import { objectSize, UPLOAD_EXPIRY_SECONDS } from '../data/document-store';
import { objectKeys } from '../data/keys';
import { type Policy, policyView, type StoredFile, safeFileName } from '../data/policy-entity';
import {
  claimForProcessing,
  getPolicy,
  insertPolicy,
  markDeleting,
  removePolicy,
  updateDetails,
} from '../data/policy-store';
import { presignUpload } from '../data/upload-form';
import { deletePolicyFiles } from '../data/user-data';
import { NotFoundError, ValidationError } from '../lib/errors';
import { removePolicyReminders, syncPolicyReminders } from '../reminders/reminders';
import { withChosenTypes } from './document-types';
import { tooLargeMessage } from './extraction-messages';
import { queueSettle } from './extraction-queue';
import { sweepAction, sweepUserUploads } from './stale-uploads';

/** A little longer than the upload forms live, so an upload that started in time can finish. */
const PENDING_LIFETIME_MS = (UPLOAD_EXPIRY_SECONDS + 15 * 60) * 1000;

export interface NewFile {
  readonly name: string;
  readonly size: number;
  readonly fileType: FileType;
  readonly customName?: string | null;
  readonly maxBytes: number;
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
  };
}

/**
 * Drops a policy refused or no longer wanted: its files first, then its row and slot, so a failure
 * part-way leaves a row that a retry or the scheduled sweep finishes.
 */
async function discard(policy: Policy): Promise<void> {
  await deletePolicyFiles(policy.sub, policy.id);
  await removePolicy(policy.sub, policy.id, policy.status);
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

/** How long a complete waits for the extraction worker's outcome before answering that it is being read. */
const OUTCOME_WAIT_MS = 20_000;
const OUTCOME_POLL_MS = 250;

/** A failed policy, once its refusal reaches the user: files and row go, the slot is freed. */
async function refuse(policy: Policy): Promise<never> {
  await discard(policy);
  throw new ValidationError(policy.failure ?? 'The policy could not be read.');
}

/**
 * The outcome of the worker's checks: the ready policy, or the refusal of its first file that
 * failed. Reading that takes longer (a long scan) is no failure: the policy is answered as it is,
 * being read, and the app shows it so until the worker settles it.
 */
async function awaitOutcome(sub: string, policyId: string): Promise<PolicyView> {
  const until = Date.now() + OUTCOME_WAIT_MS;
  for (;;) {
    const policy = await getPolicy(sub, policyId);
    if (policy.status === 'ready') return policyView(policy);
    if (policy.status === 'failed') return refuse(policy);
    if (policy.status === 'deleting') throw new NotFoundError('Policy not found');
    if (Date.now() >= until) return policyView(policy);
    await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS));
  }
}

/** Every file arrived within its limit (the worker reads the PDFs); a file already kept has arrived. */
async function checkArrivals(policy: Policy): Promise<void> {
  for (const file of policy.files) {
    const size = (await objectSize(file.uploadKey)) ?? (await objectSize(file.key));
    // The worker may have read the upload and refused it (removing it) before this request looked.
    const refused =
      size === undefined ? (await getPolicy(policy.sub, policy.id)).fileResults?.[file.id] : undefined;
    if (refused && 'error' in refused) throw new ValidationError(refused.error);
    if (size === undefined)
      throw new ValidationError(`${file.name} did not finish uploading. Please try again.`);
    if (size > file.maxBytes) throw new ValidationError(tooLargeMessage(file, policy.source));
  }
}

/**
 * Completes an upload: checks that every file arrived, moves the policy from pending to
 * processing (one request wins), and answers with the extraction worker's outcome. A repeated or
 * concurrent complete waits for the same outcome and never deletes anything it did not refuse.
 * (The worker that settles the policy ready also schedules its renewal reminders.)
 */
export async function completePolicy(sub: string, policyId: string): Promise<PolicyView> {
  const settled = await submitPolicy(sub, policyId);
  return settled ?? awaitOutcome(sub, policyId);
}

/**
 * The part of completing that does not wait: checks the arrivals and hands the policy to the
 * worker (calling `accepted` once they are all in, before the worker can settle it). Answers the
 * policy when it was already ready, and nothing while it is being read.
 */
export async function submitPolicy(
  sub: string,
  policyId: string,
  accepted?: () => Promise<void>,
): Promise<PolicyView | undefined> {
  const policy = await getPolicy(sub, policyId);
  if (policy.status === 'ready') return policyView(policy);
  if (policy.status === 'failed') return refuse(policy);
  if (sweepAction(policy, Date.now()) !== 'keep') {
    await discard(policy);
    throw new NotFoundError('Policy not found');
  }
  if (policy.status === 'pending') {
    try {
      await checkArrivals(policy);
    } catch (error) {
      if (error instanceof ValidationError) await discard(policy);
      throw error;
    }
    await accepted?.();
    await claimForProcessing(sub, policyId);
  }
  // Files all read but the policy not settled (read before the claim, or an earlier request could
  // not start the worker): the worker is asked to settle it. Settling twice does no harm.
  const claimed = await getPolicy(sub, policyId);
  if (claimed.status === 'processing' && claimed.files.every((f) => claimed.fileResults?.[f.id]))
    await queueSettle({ sub, policyId });
  return undefined;
}

export { downloadLink } from './download-link';
export { getUserPolicy, listUserPolicies, type PolicyList } from './policy-reads';

/**
 * Deletes a policy: marked deleting first (so a finishing upload sees it is going and a list no
 * longer shows it), then its files, then its row and slot. A failure part-way leaves the mark, and
 * a retry or the scheduled sweep finishes the job; nothing is orphaned.
 */
export async function deletePolicy(sub: string, policyId: string): Promise<void> {
  if (!(await markDeleting(sub, policyId))) throw new NotFoundError('Policy not found');
  await removePolicyReminders(sub, policyId);
  await deletePolicyFiles(sub, policyId);
  await removePolicy(sub, policyId, 'deleting');
}

/** The user's ready policy; any other (another user's, one still being read) is not found. */
async function getReadyPolicy(sub: string, policyId: string): Promise<Policy> {
  const policy = await getPolicy(sub, policyId);
  if (policy.status !== 'ready') throw new NotFoundError('Policy not found');
  return policy;
}

/**
 * Corrects a policy's details, records the plan the user holds, or sets what its documents are
 * (the types the user sets are kept as chosen), alone or together.
 */
export async function correctPolicy(
  sub: string,
  policyId: string,
  update: PolicyUpdate,
): Promise<PolicyView> {
  const { plan, documents, ...details } = update;
  const planOnly = details.name === undefined;
  if (!planOnly && !insuranceTypeById(details.insuranceTypeId ?? ''))
    throw new ValidationError(POLICY_MESSAGES.requiredFields);
  const files = documents && withChosenTypes((await getReadyPolicy(sub, policyId)).files, documents);
  const changes = planOnly
    ? { plan, files }
    : {
        ...details,
        insurer: details.insurer ?? null,
        startDate: details.startDate ?? null,
        endDate: details.endDate ?? null,
        notes: details.notes || null,
        plan,
        files,
      };
  const saved = policyView(await updateDetails(sub, policyId, changes));
  // New dates move its reminders; saving again after a failure here moves them then.
  await syncPolicyReminders(sub, policyId);
  return saved;
}
