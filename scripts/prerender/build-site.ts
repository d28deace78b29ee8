import path from 'node:path';
import { build } from 'vite';
import { writeOpenApiFile } from '#functions/openapi/publish';
import { prerenderSite } from './prerender-site';

export interface BuildSiteOptions {
  readonly repoRoot: string;
  /** Where the site goes; npm run build uses dist/web. */
  readonly outDir: string;
  /** The public address the pages name as canonical. */
  readonly siteUrl: string;
  readonly logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

/** The production build of the web app, then every public page prerendered into it. */
export async function buildSite(options: BuildSiteOptions): Promise<{ files: readonly string[] }> {
  // The production builds of React, whatever NODE_ENV the caller had (test runners set 'test').
  process.env.NODE_ENV = 'production';
  await build({
    configFile: path.join(options.repoRoot, 'vite.config.ts'),
    logLevel: options.logLevel ?? 'info',
    build: { outDir: options.outDir, emptyOutDir: true },
  });
  writeOpenApiFile(options.outDir);
  return prerenderSite({
    repoRoot: options.repoRoot,
    outDir: options.outDir,
    siteUrl: options.siteUrl,
    logLevel: options.logLevel === 'info' ? 'warn' : options.logLevel,
  });
}
