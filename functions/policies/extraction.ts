import { readScansWithTextract } from '#functions/analysis/read/ocr/textract-ocr';
import { textract } from '#functions/lib/client-textract';
import { config } from '#functions/lib/config';
import { type DocumentText, PDF_MESSAGES, PdfRejected } from '../analysis/read/pdf-text';
import { readPolicyDetails } from '../analysis/understand/policy-details';
import { policyModel } from '../analysis/understand/policy-model';
import { storeModel } from '../analysis/understand/stored-model';
import type { PolicyDocument } from '../analysis/understand/types';
import {
  deleteObject,
  keepChecked,
  objectSize,
  type PinnedObject,
  readJson,
  readObject,
  readPinned,
  writeObject,
} from '../data/document-store';
import { objectKeys } from '../data/keys';
import { type FileResult, type Policy, policyView, type StoredFile } from '../data/policy-entity';
import {
  claimUpload,
  findPolicy,
  markFailed,
  markReady,
  recordFileResult,
  removePolicy,
} from '../data/policy-store';
import { deletePolicyFiles } from '../data/user-data';
import { logger } from '../lib/logger';
import { count, METRIC } from '../lib/observability';
import { scheduleReadyPolicyReminders } from '../reminders/reminders';
import { withDetectedType } from './document-types';
import { rejectionMessage, tooLargeMessage } from './extraction-messages';
import { queueScans, type ScanJob } from './extraction-queue';
import { mailSettled } from './mail-replies';
import { checkTextLayer, readWithScans } from './read-upload';
import { settledDetails } from './settled-details';

/**
 * The policy pipeline off the request path, in two lanes. Each uploaded file is checked and its
 * text layer read by the extraction worker as soon as it lands (an object-created event), and
 * kept as the very object that was checked; a document with scanned pages is handed on to the
 * OCR worker's queue (one user's scans at a time, so they never hold up another user's text
 * PDFs). Once the upload is completed and every file has a result, the policy is settled: ready
 * with what was read from its documents, or failed with the first file's refusal for the user.
 */
/** uploads/<sub>/<policy id>/<file id>-<name>: whose upload of which file. */
export function uploadOf(key: string): { sub: string; policyId: string; fileId: string } | null {
  const m = /^uploads\/([^/]+)\/([^/]+)\/([^/-]+)-[^/]+$/.exec(key);
  return m ? { sub: m[1] as string, policyId: m[2] as string, fileId: m[3] as string } : null;
}

/** A file's result, or that its scans were handed on to the OCR worker, or that it was not read. */
type Checked = FileResult | 'scans queued' | 'not read';

const isOpen = (policy: Policy) => policy.status === 'pending' || policy.status === 'processing';

/**
 * Textract's refusals of a document (it cannot read it, it is too large for it): a refusal of the
 * file, never an error worth retrying. Any other failure is the service's, and is retried.
 */
const TEXTRACT_REFUSALS = new Set([
  'BadDocumentException',
  'UnsupportedDocumentException',
  'DocumentTooLargeException',
]);

/**
 * A kept document's text: its text layer, and its scanned pages read by OCR (on one machine inside
 * the isolated read, in AWS by Textract from the kept object, pinned to the version checked).
 */
export async function readScannedText(file: StoredFile, read: PinnedObject): Promise<DocumentText> {
  const target = {
    bucket: config().documentsBucket,
    key: file.key,
    name: file.name,
    version: read.pin.versionId,
  };
  const ocr =
    config().ocr === 'local'
      ? 'local'
      : (pages: readonly number[]) => readScansWithTextract(textract(), target, pages);
  try {
    return await readWithScans(read.bytes, file.name, ocr);
  } catch (error) {
    if (!TEXTRACT_REFUSALS.has((error as Error).name)) throw error;
    throw new PdfRejected(PDF_MESSAGES.tooComplex(file.name));
  }
}

/** Stores a document's text (and apart, the words of its scanned pages, for the page viewer only). */
async function storeText(file: StoredFile, document: DocumentText): Promise<void> {
  const { scanWords, ...text } = document;
  await writeObject(file.textKey, JSON.stringify(text), 'application/json');
  if (scanWords)
    await writeObject(objectKeys.scanWords(file.textKey), JSON.stringify(scanWords), 'application/json');
}

/**
 * Reads a claimed upload's text layer: a text document is kept with its text; one with scanned
 * pages is kept and handed on to the OCR worker; either way the upload goes once it is kept.
 */
async function readTextLayer(policy: Policy, file: StoredFile, upload: PinnedObject): Promise<Checked> {
  const { scannedPages, ...text } = await checkTextLayer(upload.bytes, file.name, config().ocr);
  if (scannedPages.length === 0) await storeText(file, text);
  const pin = await keepChecked(file.uploadKey, file.key, upload);
  if (scannedPages.length > 0)
    await queueScans({ sub: policy.sub, policyId: policy.id, fileId: file.id, pin });
  await deleteObject(file.uploadKey);
  if (scannedPages.length > 0) return 'scans queued';
  return { pages: text.pages.length, size: upload.bytes.length, ...pin };
}

/**
 * Checks an upload: its size, then (once its form's object is claimed: the first object read there
 * is the only one it delivers) its text layer. A refused upload stays until its refusal is recorded,
 * so completion never finds it gone without a reason.
 */
async function checkUpload(policy: Policy, file: StoredFile): Promise<Checked> {
  const size = await objectSize(file.uploadKey);
  if (size === undefined) return alreadyKept(file);
  if (size > file.maxBytes) return { error: tooLargeMessage(file, policy.source) };
  const upload = await readPinned(file.uploadKey);
  if (!upload) return alreadyKept(file);
  if (!(await claimUpload(policy.sub, policy.id, file.id, upload.pin.etag))) {
    // Its form was used again for another file, or the policy is no longer open: removed unread.
    logger.info('upload event ignored', { reason: 'form used again' });
    await deleteObject(file.uploadKey);
    return 'not read';
  }
  try {
    return await readTextLayer(policy, file, upload);
  } catch (error) {
    if (!(error instanceof PdfRejected)) throw error;
    return { error: rejectionMessage(error, file, policy.source) };
  }
}

/**
 * A retried event after the file was kept but before its result was recorded: the kept copy counts
 * once its text is stored; until then its scans are with the OCR worker.
 */
async function alreadyKept(file: StoredFile): Promise<Checked> {
  const size = await objectSize(file.key);
  if (size === undefined) return { error: `${file.name} did not finish uploading. Please try again.` };
  if ((await objectSize(file.textKey)) === undefined) return 'scans queued';
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

/** Records a file's result on its policy and settles the policy if it can (or drops what a deletion left). */
async function recordResult(policy: Policy, file: StoredFile, result: FileResult): Promise<void> {
  if (await recordFileResult(policy.sub, policy.id, file.id, result))
    return settlePolicy(policy.sub, policy.id);
  await dropIfDeleted(policy.sub, policy.id);
}

/** Extracts one uploaded file of a policy still being uploaded or completed, then settles it if it can. */
export async function extractUpload(key: string): Promise<void> {
  const upload = uploadOf(key);
  if (!upload) return logger.info('upload event ignored', { reason: 'not an upload' });
  const policy = await findPolicy(upload.sub, upload.policyId);
  const file = policy?.files.find((f) => f.id === upload.fileId);
  if (policy && file && isOpen(policy)) {
    // The file's form was used: anything posted to it since is removed unread. A retried event
    // whose file was already read still settles the policy (the first try may have failed there).
    if (policy.fileResults?.[file.id]) {
      await deleteObject(file.uploadKey);
      return settlePolicy(policy.sub, policy.id);
    }
    const checked = await checkUpload(policy, file);
    if (typeof checked === 'string') return;
    await recordResult(policy, file, checked);
    if ('error' in checked) await deleteObject(file.uploadKey);
    return;
  }
  logger.info('upload event ignored', { reason: policy ? 'not expected' : 'no policy' });
  // A settled policy's forms are used up: a file posted to one since is removed unread.
  if (policy && file && policy.status !== 'deleting') await deleteObject(file.uploadKey);
  await dropIfDeleted(upload.sub, upload.policyId);
}

/**
 * The OCR worker's part: reads the scanned pages of a document the extraction worker checked and
 * kept (the object pinned by the job, and no other), stores its text, records its result and
 * settles the policy if it can. A refusal removes the kept document.
 */
export async function readScannedUpload(job: ScanJob): Promise<void> {
  const policy = await findPolicy(job.sub, job.policyId);
  const file = policy?.files.find((f) => f.id === job.fileId);
  if (!policy || !file || !isOpen(policy)) {
    logger.info('scan job ignored', { reason: policy ? 'not expected' : 'no policy' });
    return dropIfDeleted(job.sub, job.policyId);
  }
  if (policy.fileResults?.[file.id]) return settlePolicy(policy.sub, policy.id);
  const kept = { bytes: await readObject(file.key, job.pin), pin: job.pin };
  let result: FileResult;
  try {
    await storeText(file, await readScannedText(file, kept));
    const { pages } = await readJson<{ pages: string[] }>(file.textKey);
    result = { pages: pages.length, size: kept.bytes.length, ...job.pin };
  } catch (error) {
    if (!(error instanceof PdfRejected)) throw error;
    await deleteObject(file.key);
    result = { error: rejectionMessage(error, file, policy.source) };
  }
  await recordResult(policy, file, result);
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
 * Fails a policy with its first refusal. One that came by mail is refused by mail (the sender has
 * no page to see it on), and then goes with its files, as a refusal shown to the browser does.
 */
async function refusePolicy(policy: Policy, failure: string): Promise<void> {
  if (!(await markFailed(policy, failure))) return;
  logger.info('policy refused', { policyId: policy.id, files: policy.files.length });
  count(METRIC.policiesRefused);
  if (policy.source !== 'email') return;
  await mailSettled(policy, { refused: failure });
  await deletePolicyFiles(policy.sub, policy.id);
  await removePolicy(policy.sub, policy.id, 'failed');
}

/**
 * Settles a completed policy whose files all have a result: ready with its checked files (and the
 * details read from them where the user gave none), or failed with the first refusal. Safe to run
 * more than once and from more than one place: each outcome is a conditional write.
 */
export async function settlePolicy(sub: string, policyId: string): Promise<void> {
  const policy = await findPolicy(sub, policyId);
  if (policy?.status !== 'processing') return;
  const results = policy.files.map((f) => policy.fileResults?.[f.id]);
  if (results.some((r) => r === undefined)) return;
  const refused = results.find((r): r is { error: string } => r !== undefined && 'error' in r);
  if (refused) return refusePolicy(policy, refused.error);
  const files = policy.files.map((f, i): StoredFile & { pages: number } => {
    const { pages, size, etag, versionId } = results[i] as Extract<FileResult, { pages: number }>;
    return { ...f, size, pages, ...(etag ? { etag } : {}), ...(versionId ? { versionId } : {}) };
  });
  const documents = await documentsOf(files);
  await storePolicyModel(policy, documents);
  const typedFiles = files.map((f, i) => withDetectedType(policy.source, f, documents[i]?.pages ?? []));
  const details = settledDetails(policy, readPolicyDetails(documents));
  if (!(await markReady(policy, typedFiles, details))) return dropIfDeleted(sub, policyId);
  count(METRIC.policiesReady);
  await mailSettled(policy, {
    ready: policyView({ ...policy, ...details, status: 'ready', files: typedFiles, uploadExpiresAt: null }),
  });
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
