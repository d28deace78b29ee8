import { escapeHtml } from '#scripts/escape-markup';
import { EARLY_RULES_ELEMENT_ID, type EarlyExperiment } from '#web/lib/experiments/early-variation';
import { EARLY_SCRIPT } from './early-script';
import type { PageHead } from './page-heads';
import { absoluteUrl } from './site-files';

/** Marks, inside #root of web/index.html, the loading screen that a prerendered page replaces. */
export const APP_HTML_START = '<!--app-html-->';
export const APP_HTML_END = '<!--/app-html-->';

/** The attribute on #root that tells the browser which route the markup was rendered for. */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';

/** JSON that is safe inside a <script> element: no '</script>' or comment openers can form. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The <head> tags of a page: title, description, canonical, Open Graph, and JSON-LD if any. */
export function headTags(siteUrl: string, route: string, head: PageHead): string {
  const url = absoluteUrl(siteUrl, route);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', 'PolicyLens'),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', absoluteUrl(siteUrl, head.image)),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  if (head.publishedTime) tags.push(meta('property', 'article:published_time', head.publishedTime));
  if (head.structuredData !== undefined) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(head.structuredData)}</script>`);
  }
  return tags.join('\n    ');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The page template has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * React places <title>, <meta> and <link> elements a page renders (e.g. robots noindex) at the
 * start of the markup; in a document they belong in <head>. Returns them apart from the rest.
 */
export function liftHeadElements(markup: string): { headElements: string[]; body: string } {
  const headElements: string[] = [];
  let body = markup;
  const leading = /^(?:<(?:meta|link)\b[^>]*>|<title\b[^>]*>[\s\S]*?<\/title>)/;
  for (let match = leading.exec(body); match; match = leading.exec(body)) {
    headElements.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { headElements, body };
}

export interface PageDocument {
  readonly siteUrl: string;
  readonly route: string;
  readonly head: PageHead;
  /** The app's markup for the route. */
  readonly markup: string;
  /** A/B tests whose variation the page shows from its first paint (all variations in its markup). */
  readonly experiments?: readonly EarlyExperiment[];
}

/** The experiments' rules and the inline script that reads them, for the page's <head>. */
function earlyVariationTags(experiments: readonly EarlyExperiment[] = []): string[] {
  if (experiments.length === 0) return [];
  return [
    `<script type="application/json" id="${EARLY_RULES_ELEMENT_ID}">${scriptSafeJson(experiments)}</script>`,
    `<script>${EARLY_SCRIPT}</script>`,
  ];
}

/**
 * The built index.html with a page's head tags and markup filled in. #root is marked with the
 * route, so the browser takes the markup over only at that address.
 */
export function renderDocument(template: string, page: PageDocument): string {
  const { headElements, body } = liftHeadElements(page.markup);
  const ownTags = headTags(page.siteUrl, page.route, page.head);
  // The page's own tags win: an element the head already has (same name) is left out.
  const extra = headElements.filter((element) => !ownTags.includes(element.replace(/\/?>$/, '')));
  let html = replaceOnce(template, /\s*<title>[\s\S]*?<\/title>/, '', '<title>');
  html = replaceOnce(html, /\s*<meta name="description"[^>]*>/, '', 'description');
  html = replaceOnce(
    html,
    /<\/head>/,
    `  ${[ownTags, ...extra, ...earlyVariationTags(page.experiments)].join('\n    ')}\n  </head>`,
    '</head>',
  );
  html = replaceOnce(
    html,
    /<div id="root">\s*<!--app-html-->[\s\S]*?<!--\/app-html-->\s*<\/div>/,
    `<div id="root" ${PRERENDERED_ROUTE_ATTRIBUTE}="${escapeHtml(page.route)}">${body}</div>`,
    '#root with the app-html marks',
  );
  return html;
}

/** The shell without prerendered markup (for addresses no page was built for). */
export function shellDocument(template: string): string {
  return template.replace(APP_HTML_START, '').replace(APP_HTML_END, '');
}
