import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client';

/** GET /api/policies/{id}/files/{fileId}/download, then the PDF's bytes from the link it gives. */
interface DownloadLink {
  readonly url: string;
  readonly name: string;
}

export async function getPolicyFile(
  policyId: string,
  fileId: string,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const { url } = await apiFetch<DownloadLink>(
    `/api/policies/${encodeURIComponent(policyId)}/files/${encodeURIComponent(fileId)}/download`,
    { signal },
  );
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The document could not be fetched (${response.status})`);
  return response.arrayBuffer();
}

export function policyFileQueryOptions(policyId: string, fileId: string) {
  return queryOptions({
    queryKey: ['policy-file', policyId, fileId] as const,
    queryFn: ({ signal }) => getPolicyFile(policyId, fileId, signal),
    // A stored file never changes under its id; keep it while the viewer may reopen it.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });
}

export function usePolicyFile(policyId: string, fileId: string) {
  return useQuery(policyFileQueryOptions(policyId, fileId));
}
