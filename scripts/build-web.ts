import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInPlace } from './prerender/build-in-place';
import { buildSite } from './prerender/build-site';
import { siteUrlFrom } from './prerender/site-files';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** `--logLevel warn`, as Vite's own command takes it. */
function logLevelFrom(args: readonly string[]): LogLevel {
  const index = args.indexOf('--logLevel');
  const value = index === -1 ? 'info' : args[index + 1];
  const level = LOG_LEVELS.find((known) => known === value);
  if (!level) throw new Error(`--logLevel must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

/**
 * `npm run build`: the production build of the web app in dist/web, then every public page
 * prerendered to static HTML with robots.txt and sitemap.xml. SITE_URL sets the canonical
 * address (default https://policylens.app); `-- --logLevel warn` makes it quieter.
 */
async function main(): Promise<void> {
  const siteUrl = siteUrlFrom(process.env);
  const logLevel = logLevelFrom(process.argv.slice(2));
  const started = Date.now();
  const outDir = path.join(repoRoot, 'dist/web');
  // Built beside dist/web and moved in whole: a stack serving it meanwhile keeps serving the last build.
  const { files } = await buildInPlace(outDir, (dir) =>
    buildSite({ repoRoot, outDir: dir, siteUrl, logLevel }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (logLevel === 'info') console.log(`Prerendered ${files.length} files for ${siteUrl} in ${seconds} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
