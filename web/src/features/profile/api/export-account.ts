import { useMutation } from '@tanstack/react-query';
import type { AccountExportLink } from '#domain/schemas/account';
import { callRoute } from '#web/lib/api-client';

/**
 * POST /api/me/export: the server writes a zip of everything PolicyLens holds about the user
 * (export.json and their policy documents) and answers with a short-lived link to it.
 */
export function exportAccount(): Promise<AccountExportLink> {
  return callRoute('export-me');
}

/**
 * Follows the link as a click would. Storage answers with the zip as an attachment under its name
 * (policylens-export-YYYY-MM-DD.zip), so the browser saves it and the page stays where it is.
 */
export function downloadExport(link: AccountExportLink): void {
  window.location.assign(link.url);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount, onSuccess: downloadExport });
}
