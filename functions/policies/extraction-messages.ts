import { POLICY_MESSAGES } from '#domain/schemas/policy';
import { PDF_MESSAGES } from '../analysis/read/pdf-messages';
import type { Policy, StoredFile } from '../data/policy-entity';

/** The refusals of an uploaded file in the spec's words for where it came from (1 Click has its own). */
export function tooLargeMessage(file: StoredFile, source: Policy['source']): string {
  if (source !== 'quick') return POLICY_MESSAGES.tooLarge(file.name, file.maxBytes);
  return file.fileType === 'ipid' ? POLICY_MESSAGES.quickIpidTooLarge : POLICY_MESSAGES.quickPolicyTooLarge;
}

export function rejectionMessage(error: Error, file: StoredFile, source: Policy['source']): string {
  if (source !== 'quick' || error.message !== PDF_MESSAGES.notPdf(file.name)) return error.message;
  return file.fileType === 'ipid' ? POLICY_MESSAGES.quickIpidNotPdf : POLICY_MESSAGES.quickPolicyNotPdf;
}
