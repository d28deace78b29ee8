import {
  type Block,
  GetDocumentTextDetectionCommand,
  type GetDocumentTextDetectionCommandOutput,
  StartDocumentTextDetectionCommand,
} from '@aws-sdk/client-textract';
import { PDF_MESSAGES, PdfRejected } from '#functions/analysis/pdf-messages';
import { OCR_LIMITS } from './limits';
import { correctLine } from './misreads';

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
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each wanted page's text: its LINE blocks in Textract's reading order, one a line, misreadings put right. */
export function pageTextsFromBlocks(blocks: readonly Block[], pages: readonly number[]): string[] {
  const lines = new Map<number, string[]>();
  for (const block of blocks) {
    if (block.BlockType !== 'LINE' || !block.Text) continue;
    const page = block.Page ?? 1;
    lines.set(page, [...(lines.get(page) ?? []), correctLine(block.Text)]);
  }
  return pages.map((page) => (lines.get(page) ?? []).join('\n'));
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
): Promise<string[]> {
  const started = await client.send(
    new StartDocumentTextDetectionCommand({
      DocumentLocation: { S3Object: { Bucket: target.bucket, Name: target.key } },
    }),
  );
  if (!started.JobId) throw new Error('Textract started no job');
  return pageTextsFromBlocks(await resultBlocks(client, started.JobId, target.name, wait), pages);
}
