import { describe, expect, it } from 'vitest';
import {
  APP_HTML_END,
  APP_HTML_START,
  liftHeadElements,
  renderDocument,
  scriptSafeJson,
  shellDocument,
} from '#scripts/prerender/html-document';
import { outputFileFor, pagesToPrerender } from '#scripts/prerender/page-heads';
import { blogPostSitemapEntries, robotsTxt, sitemapXml, siteUrlFrom } from '#scripts/prerender/site-files';
import { blogPosts } from '#web/content/blog/blog-posts';
import { homeStructuredData } from '#web/features/home/structured-data';
import { paths } from '#web/lib/paths';

const site = 'https://policylens.app';

const template = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The site's description." />
    <title>PolicyLens</title>
  </head>
  <body>
    <div id="root">${APP_HTML_START}<div class="boot-screen">Loading</div>${APP_HTML_END}</div>
  </body>
</html>`;

const publicRoutes = [
  paths.home,
  paths.coverage,
  paths.claimAssessment,
  paths.blog,
  paths.blogPost,
  paths.contact,
  paths.privacyPolicy,
  paths.termsConditions,
  paths.resources,
  paths.login,
  paths.register,
];

describe('the site address', () => {
  it('defaults to the production domain and drops a trailing slash', () => {
    expect(siteUrlFrom({})).toBe(site);
    expect(siteUrlFrom({ SITE_URL: 'https://staging.example.com/' })).toBe('https://staging.example.com');
    expect(() => siteUrlFrom({ SITE_URL: 'ftp://example.com' })).toThrow();
  });
});

describe('robots.txt', () => {
  const robots = robotsTxt(site);

  it('keeps crawlers out of the signed-in pages, the account steps and the API', () => {
    for (const path of ['/profile', '/complete-profile', '/policies', '/item-coverage', '/assess-claim']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain('Disallow: /auth/\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).not.toMatch(/Disallow: \/(blog|coverage|claim-assessment)\b/);
  });

  it('names the sitemap', () => {
    expect(robots).toContain('Sitemap: https://policylens.app/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists each address once, absolute, with its date when known', () => {
    const xml = sitemapXml(site, [
      { path: '/' },
      { path: '/blog/a', lastModified: '2025-03-04' },
      { path: '/' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://policylens.app/</loc>');
    expect(xml).toContain('<loc>https://policylens.app/blog/a</loc><lastmod>2025-03-04</lastmod>');
  });

  it('escapes addresses and makes blog post entries from slugs', () => {
    const entries = blogPostSitemapEntries(['a&b', 'plain-post']);
    expect(entries).toEqual([{ path: '/blog/a%26b' }, { path: '/blog/plain-post' }]);
    expect(sitemapXml(site, [{ path: '/x?a=1&b=2' }])).toContain('/x?a=1&amp;b=2');
  });
});

describe('the pages to prerender', () => {
  const pages = pagesToPrerender(publicRoutes, blogPosts, site);

  it('covers every public route, each blog post and the not-found page', () => {
    const routes = pages.map((page) => page.route);
    for (const route of publicRoutes.filter((r) => r !== paths.blogPost)) expect(routes).toContain(route);
    for (const post of blogPosts) expect(routes).toContain(`/blog/${post.slug}`);
    expect(pages.find((page) => page.file === '404.html')?.head.noindex).toBe(true);
  });

  it('lists every page but the not-found one in the sitemap, posts with their dates', () => {
    const listed = pages.filter((page) => page.sitemap);
    expect(listed).toHaveLength(pages.length - 1);
    const post = pages.find((page) => page.route === `/blog/${blogPosts[0]?.slug}`);
    expect(post?.sitemap).toEqual({ lastModified: blogPosts[0]?.date });
    expect(post?.head.type).toBe('article');
  });

  it('gives the home page the product structured data: free, price 0', () => {
    const home = pages.find((page) => page.route === '/');
    expect(home?.file).toBe('index.html');
    expect(home?.head.structuredData).toMatchObject({
      '@type': 'WebApplication',
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    });
  });

  it('refuses a route it has no title and description for', () => {
    expect(() => pagesToPrerender(['/new-page'], [], site)).toThrow(
      /No title and description for \/new-page/,
    );
  });

  it('writes each route where the gateway and CloudFront look for it', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/blog')).toBe('blog/index.html');
    expect(outputFileFor('/blog/some-post')).toBe('blog/some-post/index.html');
  });
});

describe('a prerendered document', () => {
  const html = renderDocument(template, {
    siteUrl: site,
    route: '/blog',
    markup: '<meta name="robots" content="noindex"/><div class="app-shell">Blog</div>',
    head: {
      title: 'Blog | PolicyLens',
      description: 'Guides & "tips"',
      type: 'website',
      image: '/images/og/policylens.jpg',
      imageAlt: 'Logo',
      structuredData: homeStructuredData(site),
    },
  });

  it("replaces the template's title and description with the page's own", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Blog | PolicyLens</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Guides &amp; &quot;tips&quot;" />');
  });

  it('has the canonical address and Open Graph tags', () => {
    expect(html).toContain('<link rel="canonical" href="https://policylens.app/blog" />');
    expect(html).toContain('<meta property="og:url" content="https://policylens.app/blog" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://policylens.app/images/og/policylens.jpg" />',
    );
  });

  it('puts the markup in #root, marked with its route, and moves head elements into <head>', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered-route="/blog"><div class="app-shell">Blog</div></div>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex"/>');
  });

  it('writes the structured data as JSON-LD in the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script type="application\/ld\+json">\{.*"price":0.*\}<\/script>/);
  });

  it('keeps a shell without prerendered markup for other addresses', () => {
    const shell = shellDocument(template);
    expect(shell).toContain('<div id="root"><div class="boot-screen">Loading</div></div>');
  });
});

describe('helpers', () => {
  it('makes JSON that cannot close its script element', () => {
    expect(scriptSafeJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptSafeJson({ text: '</script>&' }))).toEqual({ text: '</script>&' });
  });

  it('lifts only the head elements at the start of the markup', () => {
    expect(liftHeadElements('<title>T</title><meta name="x" content="y"/><p><meta name="z"/></p>')).toEqual({
      headElements: ['<title>T</title>', '<meta name="x" content="y"/>'],
      body: '<p><meta name="z"/></p>',
    });
  });
});
