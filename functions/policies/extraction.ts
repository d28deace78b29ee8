import { oneYearLater } from '#domain/schemas/policy';
import { withScansRead } from '#functions/analysis/ocr/scanned-pages';
import { readScansWithTextract } from '#functions/analysis/ocr/textract-ocr';
import { textract } from '#functions/lib/client-textract';
import { config } from '#functions/lib/config';
import { type DocumentText, MAX_PAGES, PdfRejected } from '../analysis/pdf-text';
import { ISOLATION_LIMITS, readPdfIsolated } from '../analysis/read-pdf-isolated';
import type { PolicyDocument } from '../analysis/types';
import { readPolicyDetails } from '../analysis/understand/policy-details';
import { policyModel } from '../analysis/understand/policy-model';
import { storeModel } from '../analysis/understand/stored-model';
import {
  deleteObject,
  moveObject,
  objectSize,
  readJson,
  readObject,
  writeObject,
} from '../data/document-store';
import { objectKeys } from '../data/keys';
import type { FileResult, Policy, StoredFile } from '../data/policy-entity';
import { findPolicy, markFailed, markReady, recordFileResult } from '../data/policy-store';
import { deletePolicyFiles } from '../data/user-data';
import { logger } from '../lib/logger';
import { count, METRIC } from '../lib/observability';
import { scheduleReadyPolicyReminders } from '../reminders/reminders';
import { rejectionMessage, tooLargeMessage } from './extraction-messages';

/**
 * The policy pipeline off the request path. Each uploaded file is checked and its text extracted
 * by the extraction worker as soon as it lands (an object-created event); once the upload is
 * completed and every file has a result, the policy is settled: ready with what was read from its
 * documents, or failed with the first file's refusal for the user.
 */
/** uploads/<sub>/<policy id>/<file id>-<name>: whose upload of which file. */
export function uploadOf(key: string): { sub: string; policyId: string; fileId: string } | null {
  const m = /^uploads\/([^/]+)\/([^/]+)\/([^/-]+)-[^/]+$/.exec(key);
  return m ? { sub: m[1] as string, policyId: m[2] as string, fileId: m[3] as string } : null;
}

/**
 * A file's text: its text layer, and its scanned pages read by OCR (on one machine inside the
 * isolated read, in AWS by Textract from the uploaded object, before it is moved).
 */
export async function readUploadText(file: StoredFile): Promise<DocumentText> {
  const local = config().ocr === 'local';
  const read = await readPdfIsolated(await readObject(file.uploadKey), file.name, ISOLATION_LIMITS, local);
  const target = { bucket: config().documentsBucket, key: file.uploadKey, name: file.name };
  return withScansRead(
    read,
    file.name,
    (pages) => readScansWithTextract(textract(), target, pages),
    MAX_PAGES,
  );
}

async function checkFile(file: StoredFile, source: Policy['source']): Promise<FileResult> {
  const size = await objectSize(file.uploadKey);
  if (size === undefined) return alreadyKept(file);
  if (size > file.maxBytes) return { error: tooLargeMessage(file, source) };
  try {
    const { scanWords, ...text } = await readUploadText(file);
    await writeObject(file.textKey, JSON.stringify(text), 'application/json');
    // The words of scanned pages, with their places, are kept apart: only the page viewer reads them.
    if (scanWords)
      await writeObject(objectKeys.scanWords(file.textKey), JSON.stringify(scanWords), 'application/json');
    await moveObject(file.uploadKey, file.key);
    return { pages: text.pages.length, size };
  } catch (error) {
    if (!(error instanceof PdfRejected)) throw error;
    await deleteObject(file.uploadKey);
    return { error: rejectionMessage(error, file, source) };
  }
}

/** A retried event after the file was kept but before its result was recorded: the kept copy counts. */
async function alreadyKept(file: StoredFile): Promise<FileResult> {
  const size = await objectSize(file.key);
  if (size === undefined) return { error: `${file.name} did not finish uploading. Please try again.` };
  return { pages: (await readJson<{ pages: string[] }>(file.textKey)).pages.length, size };
}

/**
 * What a read stored for a policy deleted meanwhile (its deletion may have removed its files
 * before the read stored them) is removed, so nothing of a policy that is gone or going stays.
 */
async function dropIfDeleted(sub: string, policyId: string): Promise<void> {
  const policy = await findPolicy(sub, policyId);
  if (policy === null || policy.status === 'deleting') await deletePolicyFiles(sub, policyId);
}

/** Extracts one uploaded file of a policy still being uploaded or completed, then settles it if it can. */
export async function extractUpload(key: string): Promise<void> {
  const upload = uploadOf(key);
  if (!upload) return logger.info('upload event ignored', { reason: 'not an upload' });
  const policy = await findPolicy(upload.sub, upload.policyId);
  const file = policy?.files.find((f) => f.id === upload.fileId);
  if (policy && file && (policy.status === 'pending' || policy.status === 'processing')) {
    // A retried event whose file was already read still settles the policy (the first try may have failed there).
    const recorded =
      Boolean(policy.fileResults?.[file.id]) ||
      (await recordFileResult(policy.sub, policy.id, file.id, await checkFile(file, policy.source)));
    if (recorded) return settlePolicy(policy.sub, policy.id);
  }
  logger.info('upload event ignored', { reason: policy ? 'not expected' : 'no policy' });
  await dropIfDeleted(upload.sub, upload.policyId);
}

function applyDetection(policy: Policy, documents: readonly PolicyDocument[]): Partial<Policy> {
  const found = readPolicyDetails(documents);
  const startDate = found.startDate ?? policy.startDate;
  return {
    name: found.name ?? policy.name,
    insurer: found.insurer,
    insuranceTypeId: found.insuranceTypeId ?? policy.insuranceTypeId,
    // A schedule names the plan its holder has; a wording listing several plans names none.
    ...(found.plan ? { plan: found.plan } : {}),
    startDate,
    endDate: found.endDate ?? (startDate ? oneYearLater(startDate) : policy.endDate),
  };
}

async function documentsOf(files: readonly StoredFile[]): Promise<PolicyDocument[]> {
  return Promise.all(
    files.map(async (f) => {
      const text = await readJson<DocumentText>(f.textKey);
      return { file: f.name, kind: f.fileType, pages: text.pages, layout: text.layout };
    }),
  );
}

/** Builds the policy model once, now, and keeps it beside the text for every later analysis. */
async function storePolicyModel(policy: Policy, documents: readonly PolicyDocument[]): Promise<void> {
  const stored = storeModel(policyModel(documents));
  await writeObject(objectKeys.model(policy.sub, policy.id), JSON.stringify(stored), 'application/json');
}

/**
 * Settles a completed policy whose files all have a result: ready with its checked files (and the
 * details read from them, for 1 Click and e-mail), or failed with the first refusal. Safe to run
 * more than once and from more than one place: each outcome is a conditional write.
 */
export async function settlePolicy(sub: string, policyId: string): Promise<void> {
  const policy = await findPolicy(sub, policyId);
  if (policy?.status !== 'processing') return;
  const results = policy.files.map((f) => policy.fileResults?.[f.id]);
  if (results.some((r) => r === undefined)) return;
  const refused = results.find((r): r is { error: string } => r !== undefined && 'error' in r);
  if (refused) {
    await markFailed(policy, refused.error);
    logger.info('policy refused', { policyId, files: policy.files.length });
    count(METRIC.policiesRefused);
    return;
  }
  const files = policy.files.map((f, i) => {
    const result = results[i] as { pages: number; size: number };
    return { ...f, size: result.size, pages: result.pages };
  });
  const documents = await documentsOf(files);
  await storePolicyModel(policy, documents);
  const details = policy.source === 'upload' ? {} : applyDetection(policy, documents);
  if (!(await markReady(policy, files, details))) return dropIfDeleted(sub, policyId);
  count(METRIC.policiesReady);
  await scheduleReadyPolicyReminders(sub, policyId);
  count(
    METRIC.pagesExtracted,
    files.reduce((sum, f) => sum + f.pages, 0),
  );
  logger.info('policy ready', {
    policyId,
    files: files.length,
    pages: files.reduce((sum, f) => sum + f.pages, 0),
    source: policy.source,
  });
}
