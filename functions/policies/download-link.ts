import type { DownloadLink } from '#domain/schemas/policy';
import type { ScanWords } from '../analysis/read/ocr/scan-words';
import { presignDownload, readJsonIfPresent } from '../data/document-store';
import { objectKeys } from '../data/keys';
import { getPolicy } from '../data/policy-store';
import { NotFoundError } from '../lib/errors';

/** A link to one of a ready policy's files, and the words read from it if it was a scan. */
export async function downloadLink(sub: string, policyId: string, fileId: string): Promise<DownloadLink> {
  const policy = await getPolicy(sub, policyId);
  const file = policy.files.find((f) => f.id === fileId);
  if (!file || policy.status !== 'ready') throw new NotFoundError('File not found');
  // The version that was checked and kept, where the bucket keeps versions.
  const url = await presignDownload(file.key, file.name, file.versionId);
  const scanWords = await readJsonIfPresent<ScanWords>(objectKeys.scanWords(file.textKey));
  return { url, name: file.name, ...(scanWords ? { scanWords } : {}) };
}
