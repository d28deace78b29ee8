import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BuildManifest, ISLAND_RUNTIME_MODULE, preloadsFor } from '#scripts/prerender/island-preloads';
import { islandPages } from '#web/islands/island-pages';

/** Sizes of what a page or route loads, in bytes. */
export interface ScriptSize {
  readonly raw: number;
  readonly gzip: number;
  readonly files: readonly string[];
}

function measure(dir: string, files: readonly string[]): ScriptSize {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dir, file.replace(/^\//, '')));
    raw += content.byteLength;
    gzip += gzipSync(content).byteLength;
  }
  return { raw, gzip, files };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The script each built page loads before it is running: its entry, and on a page with a form
 * (an island) the code that brings it to life, with every chunk that code imports. A read-only
 * page loads its entry only.
 */
export function pageFirstLoad(dir: string, manifest: BuildManifest): Record<string, ScriptSize> {
  const pages: Record<string, ScriptSize> = {};
  for (const file of htmlFiles(dir).sort()) {
    const html = readFileSync(file, 'utf8');
    const entries = [...html.matchAll(/<script[^>]*src="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
    const route = /data-prerendered-route="([^"]*)"/.exec(html)?.[1];
    const island = route === undefined ? undefined : islandPages[route];
    const code = island ? preloadsFor(manifest, [ISLAND_RUNTIME_MODULE, island.module]) : [];
    pages[`/${path.relative(dir, file)}`] = measure(dir, [...new Set([...entries, ...code])]);
  }
  return pages;
}

/** Each signed-in route's own chunk, and with every chunk it imports (the budget is 150 KB gzip). */
export function routeChunks(
  dir: string,
  manifest: BuildManifest,
): Record<string, { own: ScriptSize; withImports: ScriptSize }> {
  const routes: Record<string, { own: ScriptSize; withImports: ScriptSize }> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!key.startsWith('src/features/') || !key.endsWith('-page.tsx')) continue;
    routes[key] = {
      own: measure(dir, [`/${chunk.file}`]),
      withImports: measure(dir, preloadsFor(manifest, [key])),
    };
  }
  return routes;
}
