import { readJson, readJsonIfPresent } from '#functions/data/document-store';
import { objectKeys } from '#functions/data/keys';
import type { Policy, StoredFile } from '#functions/data/policy-entity';
import { getPolicy } from '#functions/data/policy-store';
import { NotFoundError } from '#functions/lib/errors';
import { markScannedCitations, type ScanPages } from '../read/ocr/scanned-citations';
import type { DocumentText } from '../read/pdf-text';
import { rememberModel } from './policy-model';
import { modelFromStore, type StoredModel } from './stored-model';
import type { Citation, PolicyDocument } from './types';

/** A ready policy's documents as the analysers read them: the text extracted at upload. */
export async function loadPolicyDocuments(sub: string, policyId: string) {
  const policy = await getPolicy(sub, policyId);
  if (policy.status !== 'ready') throw new NotFoundError('Selected policy not found');
  const documents: PolicyDocument[] = await Promise.all(
    policy.files.map(async (file) => {
      const text = await readJson<DocumentText>(file.textKey);
      return {
        file: file.name,
        kind: file.fileType,
        pages: text.pages,
        layout: text.layout,
        ...(text.ocrPages?.length ? { ocrPages: text.ocrPages } : {}),
      };
    }),
  );
  await applyStoredModel(policy, documents);
  return { policy, documents };
}

/**
 * The model built when the documents were read, when it was built by this version of the
 * analyser; otherwise (an older policy, or a newer analyser) it is built again from the text.
 */
async function applyStoredModel(policy: Policy, documents: readonly PolicyDocument[]): Promise<void> {
  // No stored model (a policy read before models were kept): the analysers build it.
  const stored = await readJsonIfPresent<StoredModel>(objectKeys.model(policy.sub, policy.id));
  const model = stored ? modelFromStore(stored) : null;
  if (model) rememberModel(documents, model);
}

/** A citation as stored and shown: with the file's id, so the page can be opened. */
export interface StoredCitation extends Citation {
  readonly fileId: string | null;
  /** The page was read from a scan. */
  readonly fromScan?: true;
}

/** Citations as stored: with their file's id, and marked where the page was read from a scan. */
export function withFileIds(
  files: readonly StoredFile[],
  citations: readonly Citation[],
  scans: readonly ScanPages[] = [],
): StoredCitation[] {
  return markScannedCitations(scans, citations).map((c) => ({
    ...c,
    fileId: files.find((f) => f.name === c.file)?.id ?? null,
  }));
}
