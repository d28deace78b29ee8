import type { BlogPost } from '#web/content/blog/blog-post';
import { blogPostMeta, type PageMeta, pageMeta } from '#web/content/page-meta';
import { HOME_DESCRIPTION, homeStructuredData } from '#web/features/home/structured-data';
import { pageTitle } from '#web/lib/page-title';
import { blogPostPath, paths } from '#web/lib/paths';

/** What a prerendered page says about itself in its <head>. */
export interface PageHead {
  /** The full tab title, e.g. 'Blog | PolicyLens'. */
  readonly title: string;
  readonly description: string;
  readonly type: 'website' | 'article';
  /** Site-relative address of the picture shown when the page is shared. */
  readonly image: string;
  readonly imageAlt: string;
  readonly noindex?: boolean;
  readonly publishedTime?: string;
  /** schema.org data, written as JSON-LD. */
  readonly structuredData?: unknown;
}

/** One static HTML file to write. */
export interface PrerenderPage {
  /** The address rendered, e.g. '/blog/some-post'; also the canonical path. */
  readonly route: string;
  /** Where the file goes, relative to the build folder. */
  readonly file: string;
  readonly head: PageHead;
  /** Listed in sitemap.xml, with the date it last changed if known. */
  readonly sitemap: false | { readonly lastModified?: string };
}

export const SHARE_IMAGE = '/images/og/policylens.jpg';
const SHARE_IMAGE_ALT = 'The PolicyLens logo and the words: understand your insurance cover.';

const accountPages = {
  login: {
    title: 'Log In',
    description:
      'Log in to PolicyLens to see your policies, check what you are covered for and assess a claim.',
  },
  register: {
    title: 'Register',
    description:
      'Create a free PolicyLens account to store up to 10 policy documents, see your cover and assess claims against your own policy wording.',
  },
} as const satisfies Record<string, PageMeta>;

const notFound: PageMeta = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist or has moved.',
};

/** Titles and descriptions of the static routes; a route missing here fails the build. */
const staticPageMeta: Readonly<Record<string, PageMeta | undefined>> = {
  [paths.coverage]: pageMeta.coverage,
  [paths.claimAssessment]: pageMeta.claimAssessment,
  [paths.blog]: pageMeta.blog,
  [paths.contact]: pageMeta.contact,
  [paths.privacyPolicy]: pageMeta.privacyPolicy,
  [paths.termsConditions]: pageMeta.termsConditions,
  [paths.resources]: pageMeta.resources,
  [paths.login]: accountPages.login,
  [paths.register]: accountPages.register,
};

/** '/' → 'index.html', '/blog/x' → 'blog/x/index.html': the layout the gateway and CloudFront serve. */
export function outputFileFor(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/** A page's head: a website shared with the site's picture, unless the page says otherwise. */
function pageHead(own: Pick<PageHead, 'title' | 'description'> & Partial<PageHead>): PageHead {
  const { title, description, ...rest } = own;
  return { title, description, type: 'website', image: SHARE_IMAGE, imageAlt: SHARE_IMAGE_ALT, ...rest };
}

/** A page in the site's usual layout, listed in the sitemap unless `sitemap` says otherwise. */
function page(
  route: string,
  head: PageHead,
  sitemap: PrerenderPage['sitemap'] = {},
  file = outputFileFor(route),
): PrerenderPage {
  return { route, file, head, sitemap };
}

function staticPage(route: string, meta: PageMeta): PrerenderPage {
  return page(route, pageHead({ title: pageTitle(meta.title), description: meta.description }));
}

function homePage(siteUrl: string): PrerenderPage {
  return page(
    paths.home,
    pageHead({
      title: pageTitle(),
      description: HOME_DESCRIPTION,
      structuredData: homeStructuredData(siteUrl),
    }),
  );
}

/** The pages of the blog's posts, one per slug; the sitemap gets each post's date. */
export function blogPostPages(posts: readonly BlogPost[]): PrerenderPage[] {
  return posts.map((post) => {
    const meta = blogPostMeta(post);
    return page(
      blogPostPath(post.slug),
      pageHead({
        title: pageTitle(meta.title),
        description: meta.description,
        type: 'article',
        image: post.image,
        imageAlt: post.imageAlt,
        publishedTime: post.date,
      }),
      { lastModified: post.date },
    );
  });
}

/** The not-found page, written as 404.html for hosts that serve it for unknown paths. */
export const NOT_FOUND_ROUTE = '/404';

function notFoundPage(): PrerenderPage {
  return page(
    NOT_FOUND_ROUTE,
    pageHead({ title: pageTitle(notFound.title), description: notFound.description, noindex: true }),
    false,
    '404.html',
  );
}

/**
 * Every page to prerender: the router's public route paths (the blog post route once per post)
 * and the not-found page.
 */
export function pagesToPrerender(
  routePaths: readonly string[],
  posts: readonly BlogPost[],
  siteUrl: string,
): PrerenderPage[] {
  const pages = routePaths.flatMap((route): PrerenderPage[] => {
    if (route === paths.home) return [homePage(siteUrl)];
    if (route === paths.blogPost) return blogPostPages(posts);
    const meta = staticPageMeta[route];
    if (!meta)
      throw new Error(`No title and description for ${route}: add it to scripts/prerender/page-heads.ts`);
    return [staticPage(route, meta)];
  });
  return [...pages, notFoundPage()];
}
