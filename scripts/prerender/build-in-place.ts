import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * A build put in place of the folder a running stack serves, whole: it is made in a folder of its
 * own beside the target, then moved in with two renames. The stack (npm start, a test run) serving
 * the target never finds it emptied half-way through a build, as it did when the build emptied it
 * first: every page answered 503 'The web app has not been built yet' for the build's duration.
 */
export async function buildInPlace<T>(target: string, build: (dir: string) => Promise<T>): Promise<T> {
  const staged = `${target}.building-${process.pid}`;
  rmSync(staged, { recursive: true, force: true });
  try {
    const result = await build(staged);
    replaceFolder(staged, target);
    carrySideFiles(staged, target);
    return result;
  } finally {
    rmSync(staged, { recursive: true, force: true });
    for (const file of sideFiles(staged)) rmSync(file, { force: true });
  }
}

/** Files a build writes beside its folder, named after it ('web.manifest.json' beside 'web'). */
function sideFiles(folder: string): string[] {
  const prefix = `${path.basename(folder)}.`;
  if (!existsSync(path.dirname(folder))) return [];
  return readdirSync(path.dirname(folder))
    .filter((name) => name.startsWith(prefix))
    .map((name) => path.join(path.dirname(folder), name));
}

/** The staged build's side files, renamed after the target as the build would have named them. */
function carrySideFiles(staged: string, target: string): void {
  for (const file of sideFiles(staged)) renameSync(file, `${target}${file.slice(staged.length)}`);
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Moves `staged` to `target`, the old target aside and then removed. Another build finishing at the
 * same moment may put its folder there between the two renames: the move is then tried again.
 */
export function replaceFolder(staged: string, target: string, attempts = 5): void {
  const old: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const aside = `${target}.old-${process.pid}-${attempt}`;
    try {
      renameSync(target, aside);
      old.push(aside);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
    try {
      renameSync(staged, target);
      break;
    } catch (error) {
      const taken = ['ENOTEMPTY', 'EEXIST'].includes(errorCode(error) ?? '');
      if (!taken || attempt >= attempts || !existsSync(staged)) throw error;
    }
  }
  for (const folder of old) rmSync(folder, { recursive: true, force: true });
}
