import type { PolicyView } from '#domain/schemas/policy';
import { getUserRecord } from '../data/user-record';
import { config } from '../lib/config';
import { escapeHtml } from '../lib/escape-html';
import { onFirstUse } from '../lib/first-use';
import { logger } from '../lib/logger';
import { completePolicy } from './policy-completion';

// Only a 1 Click Upload mails the team: completing a policy from the detailed form, the common
// case, never loads the mail client.
const mail = onFirstUse(() => import('../lib/mail'));

export const NOTIFICATION_WARNING =
  'Your policy was uploaded, but there was an issue with the email notification.';

function describeFiles(policy: PolicyView): string[] {
  return policy.files.map((f) => `${f.name} (${(f.size / 1024).toFixed(0)} KB, ${f.pages ?? '?'} pages)`);
}

/** Tells the team a policy arrived by 1 Click Upload, with what was read from it. */
async function notifyTeam(sub: string, policy: PolicyView): Promise<void> {
  const user = await getUserRecord(sub);
  const lines = [
    `A policy was uploaded with 1 Click Upload by ${user?.firstName ?? 'a user'} <${user?.email ?? 'unknown address'}>.`,
    '',
    `Detected name: ${policy.name}`,
    `Insurer: ${policy.insurer ?? 'not found'}`,
    `Type: ${policy.insuranceTypeName}`,
    `Period: ${policy.startDate ?? '?'} to ${policy.endDate ?? '?'}`,
    ...(policy.status === 'ready'
      ? []
      : ['Its documents are still being read: the details above may change.']),
    '',
    'Files:',
    ...describeFiles(policy).map((f) => `- ${f}`),
  ];
  await (await mail()).sendMail({
    to: config().teamEmail,
    subject: `1 Click Upload: ${policy.name}`,
    text: lines.join('\n'),
    html: `<pre style="font-family:system-ui,sans-serif">${escapeHtml(lines.join('\n'))}</pre>`,
    replyTo: user?.email,
  });
}

/**
 * Finishes an upload: the policy ready, or still being read when reading takes longer than the
 * request may wait. A 1 Click Upload also notifies the team, and a failed notice is a warning only.
 */
export async function finishUpload(
  sub: string,
  policyId: string,
): Promise<{ policy: PolicyView; warning?: string }> {
  const policy = await completePolicy(sub, policyId);
  if (policy.source !== 'quick') return { policy };
  try {
    await notifyTeam(sub, policy);
    return { policy };
  } catch (error) {
    logger.warn('team notification failed', { policyId, error: (error as Error).name });
    return { policy, warning: NOTIFICATION_WARNING };
  }
}
