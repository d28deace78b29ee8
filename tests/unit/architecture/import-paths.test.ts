import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFiles } from './source-files';

/**
 * No ladders of `../`: a module imports its neighbours by `./` or one `../`, and anything further
 * off, or in another part of the repository, by the aliases declared once in tsconfig.json
 * (#web, #domain, #functions, #tests, #scripts, #infra, #bench), which Vite, Vitest, tsx and the
 * Lambda bundler all read from there.
 */
const ROOTS = ['web/src', 'domain', 'functions', 'tests', 'scripts', 'infra', 'bench'];
const IMPORTED =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|doMock|importActual)\s*\(\s*)['"](\.\.?\/[^'"]+)['"]/g;

const rootOf = (file: string) => ROOTS.find((root) => file === root || file.startsWith(`${root}/`));

/** The relative imports of a file that should use an alias, one line each. Pure. */
function ladders(file: string, source: string): string[] {
  const from = rootOf(file);
  return [...source.matchAll(IMPORTED)].flatMap(([, specifier]) => {
    if (!specifier) return [];
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const climbs = specifier.split('/').filter((part) => part === '..').length;
    const to = rootOf(target);
    if (to === from && climbs < 2) return [];
    const alias = to === undefined ? 'an alias' : `#${to === 'web/src' ? 'web' : to}/…`;
    return [`${file}: '${specifier}' (use ${alias})`];
  });
}

/** Source text with `^` for `..`, so this file holds no ladders of its own. */
const source = (text: string) => text.replaceAll('^', '..');

describe('import paths', () => {
  it('finds what it looks for', () => {
    const file = 'web/src/features/claims/components/claim-form.tsx';
    expect(ladders(file, source("import { x } from '^/^/^/lib/toast/toast';"))).toHaveLength(1);
    expect(ladders(file, source("const m = await import('^/^/^/lib/api-client');"))).toHaveLength(1);
    expect(ladders(file, source("import '^/^/^/styles/global.css';"))).toHaveLength(1);
    expect(ladders('functions/x.ts', source("import { y } from '^/domain/constants';"))).toHaveLength(1);
    expect(ladders('tests/unit/a.test.ts', source("vi.mock('^/^/functions/lib/clock');"))).toHaveLength(1);
    expect(ladders(file, source("import { Field } from '^/claim-field';"))).toEqual([]);
    expect(ladders(file, source("import { Field } from './claim-field';"))).toEqual([]);
    expect(ladders(file, source("import { toast } from '#web/lib/toast/toast';"))).toEqual([]);
    // A file path built at run time is not an import.
    expect(ladders(file, source("const dir = new URL('^/^/^/^/corpus', import.meta.url);"))).toEqual([]);
  });

  it('holds across the repository', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(root));
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => ladders(file, readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
