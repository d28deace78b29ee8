import type { CreatePolicyInput, FileType, PolicyView } from '../../../../../domain/schemas/policy';
import { apiFetch } from '../../../lib/api-client';
import type { StorageForm } from './upload-document';

/** A pending policy holding a slot, and one storage form per file, in the order they were listed. */
export interface CreatedPolicy {
  readonly policy: PolicyView;
  readonly uploads: readonly {
    readonly fileId: string;
    readonly fileType: FileType;
    readonly name: string;
    readonly form: StorageForm;
  }[];
}

/**
 * POST /api/policies with the detailed form's manifest. The files follow straight to storage
 * (upload-document) and the policy is finished with complete-policy; use-policy-upload runs the three.
 */
export function createPolicy(manifest: CreatePolicyInput): Promise<CreatedPolicy> {
  return apiFetch<CreatedPolicy>('/api/policies', { method: 'POST', body: manifest, createOnce: true });
}
