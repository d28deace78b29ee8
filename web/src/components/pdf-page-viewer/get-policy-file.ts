import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadLink, ScanWord } from '#domain/schemas/policy';
import { apiFetch } from '#web/lib/api-client';

/** A policy's document: its bytes, and for pages read from a scan the words read there (by page number). */
export interface PolicyFile {
  readonly bytes: ArrayBuffer;
  readonly scanWords: Readonly<Record<string, readonly ScanWord[]>>;
}

/** GET /api/policies/{id}/files/{fileId}/download, then the PDF's bytes from the link it gives. */
export async function getPolicyFile(
  policyId: string,
  fileId: string,
  signal?: AbortSignal,
): Promise<PolicyFile> {
  const { url, scanWords = {} } = await apiFetch<DownloadLink>(
    `/api/policies/${encodeURIComponent(policyId)}/files/${encodeURIComponent(fileId)}/download`,
    { signal },
  );
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The document could not be fetched (${response.status})`);
  return { bytes: await response.arrayBuffer(), scanWords };
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
