import { apiFetch } from '../../../lib/api-client';
import type { CreatedPolicy } from './create-policy';

interface FileDescription {
  readonly name: string;
  readonly size: number;
}

/**
 * POST /api/policies/quick (1 Click Upload): the policy document and optionally its IPID. The
 * details are read from the documents when the upload completes.
 */
export function createQuickPolicy(files: {
  readonly policy: FileDescription;
  readonly ipid?: FileDescription;
}): Promise<CreatedPolicy> {
  const describe = (file: FileDescription) => ({ name: file.name, size: file.size });
  return apiFetch<CreatedPolicy>('/api/policies/quick', {
    method: 'POST',
    body: { policy: describe(files.policy), ...(files.ipid && { ipid: describe(files.ipid) }) },
    createOnce: true,
  });
}
