import { describe, expect, it } from 'vitest';
import { PdfRejected, readPdf } from '#functions/analysis/read/pdf-text';
import { attached, hostile, refusedAs, schedulePdf } from '#tests/fixtures/pdfs';
import { refusalOf } from '#tests/steps/refusal';

/** How the reader refuses the bytes as schedule.pdf. */
const rejection = (bytes: Buffer) => refusalOf(readPdf(bytes, 'schedule.pdf'), PdfRejected);

type Fixture = () => Buffer | Promise<Buffer>;

describe('reading a PDF', () => {
  it('extracts the text of every page in order', async () => {
    const text = await readPdf(schedulePdf(3), 'schedule.pdf');
    expect(text.pages).toHaveLength(3);
    expect(text.pages[0]).toContain('Period of insurance: 01/03/2025 to 28/02/2026');
    expect(text.pages[0]).toContain('£350,000');
    expect(text.pages[2]).toContain('Section 3');
  });

  it.each([
    ['a text file renamed .pdf', hostile.notPdf(), refusedAs.notPdf],
    ['an empty file', hostile.empty(), refusedAs.empty],
    ['a password-protected PDF', hostile.encrypted(), refusedAs.encrypted],
    ['a malformed PDF', hostile.malformed(), refusedAs.unreadable],
  ])('refuses %s with a clear message', async (_what, bytes, message) => {
    expect(await rejection(bytes)).toBe(message('schedule.pdf'));
  });

  it.each<[string, Fixture, (name: string) => string]>([
    ['a PDF that runs a script when it is opened', hostile.withScript, refusedAs.scriptOnOpen],
    ['a script whose name hides a letter behind #61', hostile.escapedScript, refusedAs.scriptOnOpen],
    ['document-level JavaScript in the names tree', hostile.scriptInNamesTree, refusedAs.scriptOnOpen],
    ['a script kept in a compressed object stream', hostile.scriptInObjectStream, refusedAs.scriptOnOpen],
    [
      'a script in an encrypted document that opens without a password',
      hostile.scriptEncrypted,
      refusedAs.scriptOnOpen,
    ],
    ['a script run when the document is closed', hostile.scriptOnClose, refusedAs.scriptOnSave],
    ['a script run when a page is shown', hostile.scriptOnPageOpen, refusedAs.scriptOnPage],
    ["a script in a link's action", hostile.scriptInLink, refusedAs.linkScript],
    ['a script at the end of a chain of actions', hostile.scriptAtEndOfChain, refusedAs.linkScript],
    ['a script in a form field', hostile.scriptInFormField, refusedAs.fieldScript],
    ['a script in a button', hostile.scriptInButton, refusedAs.fieldScript],
    ['a script in a bookmark', hostile.scriptInBookmark, refusedAs.bookmarkScript],
    ['a launch action that starts a program', hostile.launchesProgram, refusedAs.launchesProgram],
    ['a link that launches a program', hostile.linkLaunchesProgram, refusedAs.launchesProgram],
    ['rich media (Flash)', hostile.richMedia, refusedAs.richMedia],
  ])('refuses %s, naming what it would run', async (_what, fixture, message) => {
    expect(await rejection(await fixture())).toBe(message('schedule.pdf'));
  });

  it.each<[string, Fixture]>([
    ['an attachment (an embedded file) and no script', attached.file],
    ['an attachment in a document encrypted with an owner password only', attached.encrypted],
  ])('accepts %s, and reads its text', async (_what, fixture) => {
    const text = await readPdf(await fixture(), 'flood-declarations.pdf');
    expect(text.pages).toHaveLength(1);
    expect(text.pages[0]).toContain('Building coverage limit: $250,000');
  });

  it('accepts actions whose chains loop, and run nothing', async () => {
    expect((await readPdf(hostile.actionsInALoop(), 'wording.pdf')).pages[0]).toContain('Policy wording');
  });

  it('accepts a launch link to an ordinary file and compressed bytes that happen to spell "/JS["', async () => {
    const bytes = hostile.harmlessLookalikes();
    expect(bytes.toString('latin1')).toContain('/JS[');
    const text = await readPdf(bytes, 'wording.pdf');
    expect(text.pages[0]).toContain('Policy wording');
  });

  it('refuses a decompression bomb as too complex, long before it could be decoded', async () => {
    const bytes = hostile.decompressionBomb();
    expect(bytes.length).toBeLessThan(1024 * 1024);
    expect(await rejection(bytes)).toBe(refusedAs.tooComplex('schedule.pdf'));
  });

  it('refuses a document whose pages take longer than the time limit', async () => {
    expect(await refusalOf(readPdf(schedulePdf(40), 'schedule.pdf', 1))).toBe(
      refusedAs.tooComplex('schedule.pdf'),
    );
  });

  it('refuses a truncated PDF', async () => {
    expect(await rejection(hostile.truncated())).toBe(refusedAs.unreadable('schedule.pdf'));
  });

  it('refuses a 2,000-page PDF before extracting it', async () => {
    expect(await rejection(hostile.manyPages(2000))).toBe(refusedAs.tooLong('schedule.pdf'));
  });
});
