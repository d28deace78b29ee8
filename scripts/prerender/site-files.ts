import { escapeXml } from '#scripts/escape-markup';
import { paths } from '#web/lib/paths';

/** The site's public address, without a trailing slash: SITE_URL, or the production domain. */
export const DEFAULT_SITE_URL = 'https://policylens.app';

export function siteUrlFrom(env: Readonly<Record<string, string | undefined>>): string {
  const url = new URL(env.SITE_URL?.trim() || DEFAULT_SITE_URL);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must be http(s): ${url}`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The absolute address of a site path: '/' → 'https://policylens.app/'. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Pages that are private to a signed-in user or one step of an account flow, and the API. */
export const DISALLOWED_PATHS: readonly string[] = [
  paths.profile,
  paths.completeProfile,
  paths.policies,
  paths.itemCoverage,
  paths.assessClaim,
  paths.resetPassword,
  '/auth/',
  '/api/',
];

export function robotsTxt(siteUrl: string, disallowed: readonly string[] = DISALLOWED_PATHS): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export interface SitemapEntry {
  readonly path: string;
  /** ISO date (YYYY-MM-DD) the page last changed, when known. */
  readonly lastModified?: string;
}

/** Blog posts' sitemap entries from their slugs, for when only the slugs are at hand. */
export function blogPostSitemapEntries(slugs: readonly string[]): SitemapEntry[] {
  return slugs.map((slug) => ({ path: paths.blogPost.replace(':slug', encodeURIComponent(slug)) }));
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
    .map((entry) => {
      const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>${lastmod}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
