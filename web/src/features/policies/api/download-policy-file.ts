import { useMutation } from '@tanstack/react-query';
import type { DownloadLink } from '#domain/schemas/policy';
import { callRoute } from '#web/lib/api-client';

/** GET /api/policies/{id}/files/{fileId}/download: a short-lived link that saves the file under its name. */
export function getDownloadLink(policyId: string, fileId: string): Promise<DownloadLink> {
  return callRoute('download-policy-file', { params: { id: policyId, fileId } });
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
