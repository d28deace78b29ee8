import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInPlace, replaceFolder } from '#scripts/prerender/build-in-place';

/** A site folder, as dist/web is: the app shell a stack serves for /item-coverage. */
function site(dir: string, build: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'app.html'), build);
}

describe('a build put in place of the folder a stack serves', () => {
  let root: string;
  let served: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-in-place-'));
    served = path.join(root, 'web');
    site(served, 'last build');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('leaves the served folder whole while it builds, then puts the new build there, with nothing left beside it', async () => {
    const seenWhileBuilding: string[] = [];
    writeFileSync(`${served}.manifest.json`, 'last manifest');
    await buildInPlace(served, async (dir) => {
      seenWhileBuilding.push(readFileSync(path.join(served, 'app.html'), 'utf8'));
      site(dir, 'new build');
      // What the build writes beside its folder goes beside the served one, named after it.
      writeFileSync(`${dir}.manifest.json`, 'new manifest');
      seenWhileBuilding.push(readFileSync(path.join(served, 'app.html'), 'utf8'));
    });
    expect(seenWhileBuilding).toEqual(['last build', 'last build']);
    expect(readFileSync(path.join(served, 'app.html'), 'utf8')).toBe('new build');
    expect(readFileSync(`${served}.manifest.json`, 'utf8')).toBe('new manifest');
    expect(readdirSync(root).sort()).toEqual(['web', 'web.manifest.json']);
  });

  it('keeps the last build when a build fails, and leaves no half-made folder', async () => {
    await expect(
      buildInPlace(served, async (dir) => {
        site(dir, 'half');
        writeFileSync(`${dir}.manifest.json`, 'half');
        throw new Error('the build failed');
      }),
    ).rejects.toThrow('the build failed');
    expect(readFileSync(path.join(served, 'app.html'), 'utf8')).toBe('last build');
    expect(readdirSync(root)).toEqual(['web']);
  });

  it('puts a first build where there was none', () => {
    rmSync(served, { recursive: true });
    const staged = path.join(root, 'staged');
    site(staged, 'first');
    replaceFolder(staged, served);
    expect(readFileSync(path.join(served, 'app.html'), 'utf8')).toBe('first');
    expect(existsSync(staged)).toBe(false);
  });
});
