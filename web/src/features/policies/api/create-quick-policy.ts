import type { CreatedPolicy } from '#domain/schemas/policy';
import { callRoute } from '#web/lib/api-client';

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
  return callRoute('create-quick-policy', {
    body: { policy: describe(files.policy), ...(files.ipid && { ipid: describe(files.ipid) }) },
    createOnce: true,
  });
}
