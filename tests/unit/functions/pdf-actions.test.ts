import { describe, expect, it } from 'vitest';
import { inspectActions } from '#functions/analysis/read/pdf-actions';
import type { Runnable } from '#functions/analysis/read/pdf-messages';
import { attached, hostile, schedulePdf } from '#tests/fixtures/pdfs';

type Fixture = () => Buffer | Promise<Buffer>;

describe('what a PDF would run in a viewer', () => {
  it.each<[string, Fixture, Runnable]>([
    ['JavaScript in the open action', hostile.withScript, 'openScript'],
    ['a script action whose name spells a letter as #61', hostile.escapedScript, 'openScript'],
    ['a script in the /Names /JavaScript tree', hostile.scriptInNamesTree, 'openScript'],
    ['a script packed in a compressed object stream', hostile.scriptInObjectStream, 'openScript'],
    [
      'a script in an AES-encrypted object stream (owner password only)',
      hostile.scriptEncrypted,
      'openScript',
    ],
    ["a script in the catalog's additional actions", hostile.scriptOnClose, 'documentScript'],
    ["a script in a page's additional actions", hostile.scriptOnPageOpen, 'pageScript'],
    ["a script in a link annotation's action", hostile.scriptInLink, 'linkScript'],
    ['a script at the end of a /Next chain of actions', hostile.scriptAtEndOfChain, 'linkScript'],
    ["a script in a form field's additional actions", hostile.scriptInFormField, 'fieldScript'],
    ['a script in a button (a widget annotation)', hostile.scriptInButton, 'fieldScript'],
    ['a script in the field a widget belongs to', hostile.scriptInWidgetParent, 'fieldScript'],
    ['a script in a bookmark', hostile.scriptInBookmark, 'bookmarkScript'],
    ['a launch action with launch parameters for Windows', hostile.launchesProgram, 'launch'],
    ['a link launching a program by its file name', hostile.linkLaunchesProgram, 'launch'],
    ['a 3D annotation that runs a script when it starts', hostile.script3d, 'linkScript'],
    ['a rich media (Flash) annotation', hostile.richMedia, 'media'],
  ])('finds %s', async (_what, fixture, runs) => {
    expect((await inspectActions(await fixture())).runs).toBe(runs);
  });

  it.each<[string, Fixture]>([
    ['a plain schedule', () => schedulePdf(2)],
    ['an attachment in the /EmbeddedFiles tree and on a page', attached.file],
    ['an attachment in a document encrypted with an owner password', attached.encrypted],
    ['a launch link to an ordinary file, and compressed bytes that spell "/JS["', hostile.harmlessLookalikes],
    ['actions whose /Next chains loop', hostile.actionsInALoop],
  ])('finds nothing that runs in %s', async (_what, fixture) => {
    const actions = await inspectActions(await fixture());
    expect(actions).toMatchObject({ readable: true, locked: false, runs: null });
    expect(actions.pages).toBeGreaterThan(0);
  });

  it('keeps the script out of sight of the raw bytes in the packed and encrypted fixtures', async () => {
    for (const bytes of [await hostile.scriptInObjectStream(), await hostile.scriptEncrypted()]) {
      expect(bytes.toString('latin1')).not.toContain('JavaScript');
      expect(bytes.toString('latin1')).toContain('/ObjStm');
    }
  });

  it('says a document needs a password, and counts the pages of its page tree', async () => {
    expect((await inspectActions(hostile.encrypted())).locked).toBe(true);
    expect((await inspectActions(schedulePdf(3))).pages).toBe(3);
  });

  it('says when it cannot open a file at all', async () => {
    expect(await inspectActions(hostile.malformed())).toMatchObject({ readable: false, runs: null });
  });
});
