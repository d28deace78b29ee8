import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RETENTION_PERIODS } from '#tests/fixtures/legal-pages';
import { blogPosts } from '#web/content/blog/blog-posts';
import { BlogListPage } from '#web/features/blog/blog-list-page';
import { BlogPostPage } from '#web/features/blog/blog-post-page';
import { ContactPage } from '#web/features/contact/contact-page';
import { PrivacyPolicyPage } from '#web/features/legal/privacy-policy-page';
import { TermsConditionsPage } from '#web/features/legal/terms-conditions-page';
import { ClaimAssessmentPage } from '#web/features/marketing/claim-assessment-page';
import { CoverageAnalysisPage } from '#web/features/marketing/coverage-analysis-page';
import { ResourcesPage } from '#web/features/resources/resources-page';
import { SessionProvider } from '#web/lib/auth/session-provider';

/**
 * The content pages are prerendered to static HTML at build time: they must render on the server,
 * where there is no window or document, with everything they show already in the markup.
 */
const pages: ReadonlyArray<[string, ComponentType]> = [
  ['/blog', BlogListPage],
  ['/blog/:slug', BlogPostPage],
  ['/contact', ContactPage],
  ['/privacy-policy', PrivacyPolicyPage],
  ['/terms-conditions', TermsConditionsPage],
  ['/resources', ResourcesPage],
  ['/coverage', CoverageAnalysisPage],
  ['/claim-assessment', ClaimAssessmentPage],
];

function renderOnServer(url: string): string {
  const routes = pages.map(([path, Page]) =>
    createElement(Route, { key: path, path, element: createElement(Page) }),
  );
  return renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(SessionProvider, {
        navigate: () => undefined,
        // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children.
        children: createElement(MemoryRouter, { initialEntries: [url] }, createElement(Routes, null, routes)),
      }),
    ),
  );
}

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('content pages rendered on the server', () => {
  it('has no window or document here, as at build time', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('lists every post with its full date, newest first', () => {
    const page = text(renderOnServer('/blog'));
    const positions = blogPosts.map((post) => page.indexOf(post.title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(page.match(/Read More/g)).toHaveLength(6);
    expect(page).toContain('11 February 2025');
  });

  it('renders a whole post with its sections, related posts and links to the tools', () => {
    const post = blogPosts.find((p) => p.slug === 'check-your-travel-insurance-covers-your-trip');
    const html = renderOnServer('/blog/check-your-travel-insurance-covers-your-trip');
    expect(text(html)).toContain('25 March 2025');
    expect(html).toContain('<h2 id="1-emergency-medical-cover">1. Emergency medical cover</h2>');
    expect(html).toContain(`src="${post?.image}"`);
    expect(text(html)).toContain('Related articles');
    for (const href of ['/blog', '/coverage', '/claim-assessment', '/resources'])
      expect(html).toContain(`href="${href}"`);
  });

  it('says a post was not found for an unknown slug', () => {
    expect(text(renderOnServer('/blog/no-such-post'))).toContain('Post not found');
  });

  it('renders the contact form, the address and the reply time', () => {
    const page = text(renderOnServer('/contact'));
    expect(page).toContain('Send Message');
    expect(page).toContain('hello@policylens.app');
    expect(page).toContain('We reply within 24-48 hours on business days.');
  });

  it('renders the legal pages with their date and the retention periods', () => {
    const privacy = text(renderOnServer('/privacy-policy'));
    expect(privacy).toContain('Last updated 2 February 2025');
    for (const period of RETENTION_PERIODS) expect(privacy).toContain(period);
    const terms = renderOnServer('/terms-conditions');
    expect(text(terms)).toContain('Last updated 2 February 2025');
    expect(terms).toContain('href="/register"');
  });

  it('says who is e-mailed what when a policy is sent with 1 Click Upload', () => {
    const privacy = text(renderOnServer('/privacy-policy'));
    const section = privacy.slice(privacy.indexOf('When you use 1 Click Upload'));
    expect(section).toMatch(
      /^When you use 1 Click Upload When you add a policy with 1 Click Upload, we email our team about it .* your first name and your email address .* the insurer, .* the name, size and number of pages of each file you uploaded\./,
    );
  });

  it('says scanned policies are read, and how a figure from a scan is marked', () => {
    const coverage = text(renderOnServer('/coverage'));
    expect(coverage).not.toMatch(/cannot be read/);
    expect(coverage).toContain('Scanned policies are read too');
    expect(coverage).toContain('marked “(read from a scan)”');
  });

  it('holds every country’s resources, the UK’s shown, with a switch to each, and the sign-up calls to action', () => {
    const html = renderOnServer('/resources');
    const shown = /<section[^>]*data-resource-country="([A-Z]{2})"[^>]*>/g;
    const lists = [...html.matchAll(shown)].map(([tag, country]) => [country, !/ hidden=""/.test(tag)]);
    expect(lists).toEqual([
      ['GB', true],
      ['US', false],
      ['AU', false],
    ]);
    expect(text(html)).toContain('Insurance education');
    for (const slug of ['uk', 'us', 'au']) expect(html).toContain(`href="/resources?country=${slug}"`);
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>UK<\/a>/);
    for (const url of ['/coverage', '/claim-assessment']) {
      const html = renderOnServer(url);
      expect(html).toContain('href="/register"');
      expect(html).toContain('href="/login"');
    }
  });
});
