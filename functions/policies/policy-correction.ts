import { insuranceTypeById } from '#domain/insurance';
import {
  documentSetProblem,
  POLICY_MESSAGES,
  type PolicyUpdate,
  type PolicyView,
  shownType,
} from '#domain/schemas/policy';
import { type Policy, policyView, type StoredFile } from '../data/policy-entity';
import { getPolicy, updateDetails } from '../data/policy-store';
import { NotFoundError, ValidationError } from '../lib/errors';
import { syncPolicyReminders } from '../reminders/reminders';
import { withChosenTypes } from './document-types';

/** The user's ready policy; any other (another user's, one still being read) is not found. */
async function getReadyPolicy(sub: string, policyId: string): Promise<Policy> {
  const policy = await getPolicy(sub, policyId);
  if (policy.status !== 'ready') throw new NotFoundError('Policy not found');
  return policy;
}

/**
 * The policy's documents with the types the user sets, refused as the upload form refuses its
 * documents (see documentSetProblem) when what they are shown as would not pass it.
 */
async function filesWithTypes(
  sub: string,
  policyId: string,
  documents: NonNullable<PolicyUpdate['documents']>,
): Promise<StoredFile[]> {
  const files = withChosenTypes((await getReadyPolicy(sub, policyId)).files, documents);
  const problem = documentSetProblem(files.map((file) => shownType(file).fileType));
  if (problem) throw new ValidationError(problem);
  return files;
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
  const files = documents && (await filesWithTypes(sub, policyId, documents));
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
