import { markDeleting, removePolicy } from '../data/policy-store';
import { deletePolicyFiles } from '../data/user-data';
import { NotFoundError } from '../lib/errors';
import { removePolicyReminders } from '../reminders/reminder-removal';

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
