import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`), as far as preloading needs it. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** Where Vite writes the manifest inside the build. */
export const MANIFEST_FILE = '.vite/manifest.json';

/** The module that brings an island page to life; every island page loads it. */
export const ISLAND_RUNTIME_MODULE = 'src/islands/hydrate-island.tsx';

export function readManifest(outDir: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(outDir, MANIFEST_FILE), 'utf8')) as BuildManifest;
}

/**
 * The script files a page loads to bring `modules` to life, each with the chunks it imports
 * statically, as site paths; the entry chunk is left out (the page's own script tag loads it).
 * The page fetches them once it has painted (Vite's loader asks for a chunk's imports together);
 * the benchmarks count them as the page's first load.
 */
export function preloadsFor(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    if (!chunk.isEntry) files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}
