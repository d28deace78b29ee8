import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** A short-lived link that saves the file under its original name. */
export interface DownloadLink {
  readonly url: string;
  readonly name: string;
}

/** GET /api/policies/{id}/files/{fileId}/download. */
export function getDownloadLink(policyId: string, fileId: string): Promise<DownloadLink> {
  return apiFetch<DownloadLink>(
    `/api/policies/${encodeURIComponent(policyId)}/files/${encodeURIComponent(fileId)}/download`,
  );
}

/** Follows the link the way a click would; storage answers as an attachment, so the page stays. */
export function startDownload({ url, name }: DownloadLink): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export function useDownloadPolicyFile() {
  return useMutation({
    mutationFn: ({ policyId, fileId }: { readonly policyId: string; readonly fileId: string }) =>
      getDownloadLink(policyId, fileId),
    onSuccess: startDownload,
  });
}
