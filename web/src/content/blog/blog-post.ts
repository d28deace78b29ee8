/** What a list shows of an article: everything but its text. */
export interface BlogPostSummary {
  /** The last part of the post's address: /blog/{slug}. */
  readonly slug: string;
  readonly title: string;
  /** Publication day as an ISO date (YYYY-MM-DD). */
  readonly date: string;
  readonly author: string;
  /** One or two sentences for cards, search results and the page description. */
  readonly excerpt: string;
  /** Site-relative address of the post's illustration. */
  readonly image: string;
  /** What the illustration shows, for people who cannot see it. */
  readonly imageAlt: string;
}

/** One article on the PolicyLens blog. Posts are our own writing, bundled with the app. */
export interface BlogPost extends BlogPostSummary {
  /** Trusted HTML written by us: an introduction, then sections that each open with an <h2>. */
  readonly content: string;
}

export const BLOG_AUTHOR = 'The PolicyLens Team';

/** Where a post's illustration is served from. */
export function blogImagePath(slug: string): string {
  return `/images/blog/${slug}.svg`;
}
