import {
  type Block,
  GetDocumentTextDetectionCommand,
  type GetDocumentTextDetectionCommandOutput,
  StartDocumentTextDetectionCommand,
} from '@aws-sdk/client-textract';
import { PDF_MESSAGES, PdfRejected } from '#functions/analysis/read/pdf-messages';
import { OCR_LIMITS } from './limits';
import { correctLine } from './misreads';
import { type ScanRead, type ScanWord, scanWord } from './scan-words';

/** The part of the Textract client used here (a mock in tests). */
export interface TextractLike {
  send(command: StartDocumentTextDetectionCommand): Promise<{ JobId?: string }>;
  send(command: GetDocumentTextDetectionCommand): Promise<GetDocumentTextDetectionCommandOutput>;
}

export interface TextractTarget {
  readonly bucket: string;
  readonly key: string;
  /** The file's name, for the refusal. */
  readonly name: string;
  /** The object's version that was checked, where the bucket keeps versions. */
  readonly version?: string | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each wanted page as read: its LINE blocks in Textract's reading order, one a line, misreadings
 * put right; and its WORD blocks with their boxes (Textract gives them as shares of the page).
 */
export function pageTextsFromBlocks(blocks: readonly Block[], pages: readonly number[]): ScanRead[] {
  const lines = new Map<number, string[]>();
  const words = new Map<number, ScanWord[]>();
  for (const block of blocks) {
    if (!block.Text) continue;
    const page = block.Page ?? 1;
    if (block.BlockType === 'LINE') lines.set(page, [...(lines.get(page) ?? []), correctLine(block.Text)]);
    const box = block.Geometry?.BoundingBox;
    if (block.BlockType === 'WORD' && box) {
      const { Left: left = 0, Top: top = 0, Width: width = 0, Height: height = 0 } = box;
      words.set(page, [...(words.get(page) ?? []), scanWord(block.Text, { left, top, width, height })]);
    }
  }
  return pages.map((page) => ({ text: (lines.get(page) ?? []).join('\n'), words: words.get(page) ?? [] }));
}

/** Waits for the job to finish, then gathers every page of its result (Textract pages them by NextToken). */
async function resultBlocks(client: TextractLike, jobId: string, name: string, wait: typeof sleep) {
  const deadline = Date.now() + OCR_LIMITS.textractWaitMs;
  const blocks: Block[] = [];
  let nextToken: string | undefined;
  for (;;) {
    const out = await client.send(
      new GetDocumentTextDetectionCommand({ JobId: jobId, NextToken: nextToken }),
    );
    if (out.JobStatus === 'IN_PROGRESS') {
      if (Date.now() > deadline) throw new PdfRejected(PDF_MESSAGES.tooComplex(name));
      await wait(OCR_LIMITS.textractPollMs);
      continue;
    }
    if (out.JobStatus !== 'SUCCEEDED' && out.JobStatus !== 'PARTIAL_SUCCESS') {
      throw new PdfRejected(PDF_MESSAGES.noTextInScan(name));
    }
    blocks.push(...(out.Blocks ?? []));
    if (!out.NextToken) return blocks;
    nextToken = out.NextToken;
  }
}

/**
 * Reads a document's scanned pages with Textract's asynchronous text detection on the stored
 * object (Textract reads it from S3 with the worker's own permissions), polling until it is done.
 */
export async function readScansWithTextract(
  client: TextractLike,
  target: TextractTarget,
  pages: readonly number[],
  wait = sleep,
): Promise<ScanRead[]> {
  const started = await client.send(
    new StartDocumentTextDetectionCommand({
      DocumentLocation: {
        S3Object: {
          Bucket: target.bucket,
          Name: target.key,
          ...(target.version ? { Version: target.version } : {}),
        },
      },
    }),
  );
  if (!started.JobId) throw new Error('Textract started no job');
  return pageTextsFromBlocks(await resultBlocks(client, started.JobId, target.name, wait), pages);
}
