import type { PolicyView } from '#domain/schemas/policy';
import { objectSize } from '../data/document-store';
import { type Policy, policyView } from '../data/policy-entity';
import { claimForProcessing, getPolicy, removePolicy } from '../data/policy-store';
import { deletePolicyFiles } from '../data/user-data';
import { NotFoundError, ValidationError } from '../lib/errors';
import { onFirstUse } from '../lib/first-use';
import { tooLargeMessage } from './extraction-messages';
import { sweepAction } from './upload-rules';

// Asking the worker to settle is the rare path (the files were read before the policy was
// completed): its Lambda and SQS clients load only then.
const extractionQueue = onFirstUse(() => import('./extraction-queue'));

/**
 * Drops a policy refused or no longer wanted: its files first, then its row and slot, so a failure
 * part-way leaves a row that a retry or the scheduled sweep finishes.
 */
async function discard(policy: Policy): Promise<void> {
  await deletePolicyFiles(policy.sub, policy.id);
  await removePolicy(policy.sub, policy.id, policy.status);
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
    await (await extractionQueue()).queueSettle({ sub, policyId });
  return undefined;
}
