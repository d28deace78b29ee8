import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const EXPORT_FILE_NAME = 'policylens-export.json';

/** GET /api/me/export: everything PolicyLens holds about the user, as one JSON document. */
export function exportAccount() {
  return callRoute('export-me');
}

/** Hands the export to the browser as a file download. */
export function saveAsFile(data: unknown, fileName = EXPORT_FILE_NAME): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportAccount() {
  return useMutation({
    mutationFn: exportAccount,
    onSuccess: (data) => saveAsFile(data),
  });
}
