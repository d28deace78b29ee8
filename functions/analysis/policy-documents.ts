import { readJson } from '../data/document-store';
import type { StoredFile } from '../data/policy-entity';
import { getPolicy } from '../data/policy-store';
import { NotFoundError } from '../lib/errors';
import type { DocumentText } from './pdf-text';
import type { Citation, PolicyDocument } from './types';

/** A ready policy's documents as the analysers read them: the text extracted at upload. */
export async function loadPolicyDocuments(sub: string, policyId: string) {
  const policy = await getPolicy(sub, policyId);
  if (policy.status !== 'ready') throw new NotFoundError('Selected policy not found');
  const documents: PolicyDocument[] = await Promise.all(
    policy.files.map(async (file) => {
      const text = await readJson<DocumentText>(file.textKey);
      return { file: file.name, kind: file.fileType, pages: text.pages, layout: text.layout };
    }),
  );
  return { policy, documents };
}

/** A citation as stored and shown: with the file's id, so the page can be opened. */
export interface StoredCitation extends Citation {
  readonly fileId: string | null;
}

export function withFileIds(files: readonly StoredFile[], citations: readonly Citation[]): StoredCitation[] {
  return citations.map((c) => ({ ...c, fileId: files.find((f) => f.name === c.file)?.id ?? null }));
}
