import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { ulid } from 'ulid';
import { listAssessmentRecords } from '../data/assessment-store';
import { isAccountClosed } from '../data/closed-accounts';
import { listCoverage } from '../data/coverage-store';
import { deleteObject, readObject } from '../data/document-store';
import { listPolicies } from '../data/policy-store';
import { s3 } from '../lib/client-s3';
import { config } from '../lib/config';
import { UnauthorizedError } from '../lib/errors';
import type { Caller } from '../lib/http';
import {
  type ArchiveFile,
  archivePaths,
  EXPORT_JSON_PATH,
  type ExportSources,
  exportDocument,
  exportFileName,
} from './export-document';
import { exportKey } from './export-keys';
import { MultipartUpload } from './multipart-upload';
import { getProfile } from './profile';

/**
 * The account export as one zip: export.json and every kept policy document. It is written
 * straight into the documents bucket, under the user's own exports prefix, as it is made (never
 * whole in memory), and the browser downloads it with a short-lived link. The bucket's lifecycle
 * removes it after a day; deleting the account removes it at once, and an export that was still
 * being written when the account was closed removes its own zip and answers as any closed account.
 */
/** How long the download link works; a download started in time runs to its end. */
export const EXPORT_LINK_SECONDS = 15 * 60;
/** Documents read ahead while the one before is written: at most this many (10 MB each) held at once. */
const READ_AHEAD = 3;

export interface ExportLink {
  readonly url: string;
  readonly fileName: string;
  readonly expiresAt: string;
}

/** A kept document's bytes, or undefined when there is none (a file refused or still being read). */
async function keptBytes(file: ArchiveFile): Promise<Uint8Array | undefined> {
  try {
    return await readObject(file.key);
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if ((error as Error).name === 'NoSuchKey' || status === 404) return undefined;
    throw error;
  }
}

/** Reads the files in order, up to `ahead` at a time, yielding each with its bytes. */
async function* readInOrder(files: readonly ArchiveFile[], ahead: number) {
  const reads: Promise<Uint8Array | undefined>[] = [];
  const start = (file: ArchiveFile) => {
    const read = keptBytes(file);
    // A read that fails while an earlier one is awaited is reported when its turn comes.
    read.catch(() => undefined);
    reads.push(read);
  };
  files.slice(0, ahead).forEach(start);
  for (let index = 0; index < files.length; index++) {
    const bytes = await reads[index];
    const next = files[index + ahead];
    if (next) start(next);
    yield { file: files[index] as ArchiveFile, bytes };
  }
}

/**
 * Writes the zip into `out`: each document stored as it is (PDFs are compressed already), then
 * export.json, which says which documents made it in.
 */
export async function writeArchive(
  out: MultipartUpload,
  files: readonly ArchiveFile[],
  document: (included: ReadonlySet<string>) => unknown,
  mtime: Date,
): Promise<void> {
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const included = new Set<string>();
  for await (const { file, bytes } of readInOrder(files, READ_AHEAD)) {
    if (!bytes) continue;
    const entry = new ZipPassThrough(file.path);
    entry.mtime = mtime;
    zip.add(entry);
    entry.push(bytes, true);
    included.add(file.path);
    await out.drain();
  }
  const json = new ZipDeflate(EXPORT_JSON_PATH, { level: 6 });
  json.mtime = mtime;
  zip.add(json);
  json.push(strToU8(`${JSON.stringify(document(included), null, 2)}\n`), true);
  zip.end();
  if (failure) throw failure;
}

async function exportSources(caller: Caller, exportedAt: Date): Promise<ExportSources> {
  const [profile, policies, coverage, assessments] = await Promise.all([
    getProfile(caller),
    listPolicies(caller.sub),
    listCoverage(caller.sub),
    listAssessmentRecords(caller.sub),
  ]);
  return { exportedAt, profile, policies, coverage, assessments };
}

function downloadLink(key: string, fileName: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: config().documentsBucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
      ResponseContentType: 'application/zip',
    }),
    { expiresIn: EXPORT_LINK_SECONDS },
  );
}

/**
 * Refuses an export of an account closed since its request was let in: what it wrote (`written`)
 * goes first. Asked once the zip is complete, this catches a deletion that began while it was
 * written and may have listed the exports before the zip was there.
 */
async function refuseIfClosed(sub: string, written?: string): Promise<void> {
  if (!(await isAccountClosed(sub))) return;
  if (written !== undefined) await deleteObject(written);
  throw new UnauthorizedError();
}

/** Everything PolicyLens holds about the user, with their policy documents, as a zip to download. */
export async function exportAccountArchive(caller: Caller): Promise<ExportLink> {
  const exportedAt = new Date();
  const sources = await exportSources(caller, exportedAt);
  await refuseIfClosed(caller.sub);
  const paths = archivePaths(sources.policies);
  const fileName = exportFileName(exportedAt);
  const key = exportKey(caller.sub, ulid(), fileName);
  const upload = new MultipartUpload(key, 'application/zip');
  try {
    await writeArchive(
      upload,
      [...paths.values()],
      (included) => exportDocument(sources, paths, included),
      exportedAt,
    );
    await upload.complete();
  } catch (error) {
    await upload.abort();
    throw error;
  }
  await refuseIfClosed(caller.sub, key);
  return {
    url: await downloadLink(key, fileName),
    fileName,
    expiresAt: new Date(Date.now() + EXPORT_LINK_SECONDS * 1000).toISOString(),
  };
}
