import type { Block } from '@aws-sdk/client-textract';
import { GetDocumentTextDetectionCommand, StartDocumentTextDetectionCommand } from '@aws-sdk/client-textract';
import { describe, expect, it } from 'vitest';
import {
  pageTextsFromBlocks,
  readScansWithTextract,
  type TextractLike,
} from '#functions/analysis/read/ocr/textract-ocr';
import { PDF_MESSAGES } from '#functions/analysis/read/pdf-messages';
import { refusalOf } from '#tests/steps/refusal';

/**
 * Textract is the outer edge here: the client is a mock answering as the service does (a job id,
 * then IN_PROGRESS, then the result in pages joined by NextToken), so what is tested is the
 * mapping of its blocks to page texts and the polling, not Textract itself.
 */
const line = (page: number, text: string): Block => ({ BlockType: 'LINE', Page: page, Text: text });
const word = (page: number, text: string, left = 0.1): Block => ({
  BlockType: 'WORD',
  Page: page,
  Text: text,
  Geometry: { BoundingBox: { Left: left, Top: 0.2, Width: 0.08, Height: 0.015 } },
});

function mockTextract(answers: object[]) {
  const sent: object[] = [];
  const client = {
    send: async (command: object) => {
      sent.push(command);
      if (command instanceof StartDocumentTextDetectionCommand) return { JobId: 'job-1' };
      if (!(command instanceof GetDocumentTextDetectionCommand)) throw new Error('unexpected command');
      return answers.shift() ?? { JobStatus: 'FAILED' };
    },
  } as unknown as TextractLike;
  return { client, sent };
}

const target = { bucket: 'documents', key: 'uploads/sub/p1/f1-scan.pdf', name: 'scan.pdf' };
const noWait = async () => {};

describe('reading scanned pages with Textract', () => {
  it("maps LINE blocks to each asked page's text, in order, and WORD blocks to its words and their places", () => {
    const blocks = [
      line(1, 'Section 1'),
      word(1, 'Section'),
      word(1, '1', 0.19),
      line(2, 'Theft'),
      line(1, 'Cover'),
    ];
    const read = pageTextsFromBlocks(blocks, [1, 2, 3]);
    expect(read.map((page) => page.text)).toEqual(['Section 1\nCover', 'Theft', '']);
    expect(read[0]?.words).toEqual([
      { text: 'Section', left: 0.1, top: 0.2, width: 0.08, height: 0.015 },
      { text: '1', left: 0.19, top: 0.2, width: 0.08, height: 0.015 },
    ]);
    expect(read[1]?.words).toEqual([]);
  });

  it('starts a job on the stored object, polls until it is done and gathers every result page', async () => {
    const { client, sent } = mockTextract([
      { JobStatus: 'IN_PROGRESS' },
      { JobStatus: 'SUCCEEDED', Blocks: [line(2, 'We will pay')], NextToken: 't2' },
      { JobStatus: 'SUCCEEDED', Blocks: [line(2, 'up to 1,500'), line(3, 'Exclusions')] },
    ]);
    const read = await readScansWithTextract(client, target, [2, 3], noWait);
    expect(read.map((page) => page.text)).toEqual(['We will pay\nup to 1,500', 'Exclusions']);
    const start = sent[0] as StartDocumentTextDetectionCommand;
    expect(start.input.DocumentLocation?.S3Object).toEqual({ Bucket: 'documents', Name: target.key });
    expect((sent[3] as GetDocumentTextDetectionCommand).input).toEqual({ JobId: 'job-1', NextToken: 't2' });
  });

  it('refuses the document in words for the user when Textract cannot read it', async () => {
    const { client } = mockTextract([{ JobStatus: 'FAILED', StatusMessage: 'unsupported' }]);
    expect(await refusalOf(readScansWithTextract(client, target, [1], noWait))).toBe(
      PDF_MESSAGES.noTextInScan('scan.pdf'),
    );
  });
});
