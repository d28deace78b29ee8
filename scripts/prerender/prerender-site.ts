import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { blogPosts } from '#web/content/blog/blog-posts';
import { homepageExperiment } from '#web/lib/experiments/homepage-variant';
import { paths } from '#web/lib/paths';
import { earlyExperiments } from './early-script';
import { renderDocument, shellDocument } from './html-document';
import { MANIFEST_FILE, readManifest } from './island-preloads';
import { pagesToPrerender } from './page-heads';
import type { RenderedRoute } from './render-route';
import { robotsTxt, sitemapXml } from './site-files';

interface RenderBundle {
  readonly prerenderedRoutePaths: readonly string[];
  readonly renderRoute: (pathname: string) => Promise<RenderedRoute>;
}

/** The features file the site serves (GrowthBook's format), copied into the build from web/public. */
const FEATURES_FILE = 'features.json';

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export interface PrerenderOptions {
  readonly repoRoot: string;
  /** The client build (dist/web): its index.html is the template, and the pages are written here. */
  readonly outDir: string;
  readonly siteUrl: string;
  readonly logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

export interface PrerenderResult {
  readonly files: readonly string[];
}

/** The shell for addresses no page was built for: the signed-in tools, for one. */
export const SHELL_FILE = 'app.html';

/** In the prerender build only, the session module becomes a signed-out stand-in. */
function signedOutSession(repoRoot: string): Plugin {
  const real = path.join(repoRoot, 'web/src/lib/auth/cognito-session.ts');
  const standIn = path.join(repoRoot, 'scripts/prerender/signed-out-session.ts');
  return {
    name: 'policylens:signed-out-session',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('cognito-session') || importer === standIn) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === real ? standIn : null;
    },
  };
}

async function buildRenderBundle(options: PrerenderOptions, bundleDir: string): Promise<RenderBundle> {
  const entry = path.join(options.repoRoot, 'scripts/prerender/render-route.tsx');
  await build({
    configFile: path.join(options.repoRoot, 'vite.config.ts'),
    logLevel: options.logLevel ?? 'warn',
    plugins: [signedOutSession(options.repoRoot)],
    build: {
      ssr: entry,
      outDir: bundleDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  });
  const bundle = path.join(bundleDir, 'render-route.js');
  return (await import(pathToFileURL(bundle).href)) as RenderBundle;
}

function write(outDir: string, file: string, content: string): void {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/**
 * Renders every public page into the client build as static HTML, keeps the original shell as
 * app.html, and writes robots.txt and sitemap.xml.
 */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const { outDir, siteUrl } = options;
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // Inside the repository, so the bundle finds its packages; one per process, so builds can overlap.
  const bundleDir = path.join(options.repoRoot, 'dist', `.prerender-${process.pid}`);
  try {
    const bundle = await buildRenderBundle(options, bundleDir);
    const pages = pagesToPrerender(bundle.prerenderedRoutePaths, blogPosts, siteUrl);
    const manifest = readManifest(outDir);
    const experiments = earlyExperiments(readJson(path.join(outDir, FEATURES_FILE)), [homepageExperiment]);
    const files: string[] = [];
    for (const page of pages) {
      const { markup } = await bundle.renderRoute(page.route);
      // The home page holds every variation of its A/B test and shows one from the first paint.
      const early = page.route === paths.home ? experiments : [];
      write(
        outDir,
        page.file,
        renderDocument(template, { siteUrl, route: page.route, head: page.head, markup, experiments: early }),
      );
      files.push(page.file);
    }
    write(outDir, SHELL_FILE, shellDocument(template));
    write(outDir, 'robots.txt', robotsTxt(siteUrl));
    const sitemap = pages.flatMap((page) =>
      page.sitemap ? [{ path: page.route, lastModified: page.sitemap.lastModified }] : [],
    );
    write(outDir, 'sitemap.xml', sitemapXml(siteUrl, sitemap));
    files.push(SHELL_FILE, 'robots.txt', 'sitemap.xml');
    // The manifest is not part of the site: it moves beside it, for the benchmarks.
    write(path.dirname(outDir), `${path.basename(outDir)}.manifest.json`, JSON.stringify(manifest));
    rmSync(path.join(outDir, path.dirname(MANIFEST_FILE)), { recursive: true, force: true });
    return { files };
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}
