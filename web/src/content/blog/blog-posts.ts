import { claimGuidePost } from './5-step-guide-to-making-an-insurance-claim';
import type { BlogPost } from './blog-post';
import { travelInsurancePost } from './check-your-travel-insurance-covers-your-trip';
import { newItemsPost } from './insuring-new-gadgets-jewellery-and-bikes';
import { keepingCoverCurrentPost } from './keeping-your-insurance-cover-current';
import { homeInsuranceFiguresPost } from './uk-home-insurance-what-the-figures-say';
import { underinsurancePost } from './underinsurance-and-the-average-clause';

/** Newest first; posts on the same day keep their given order. */
export function sortNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** Every post on the blog, newest first. The list page, the home page and the sitemap read this. */
export const blogPosts: readonly BlogPost[] = sortNewestFirst([
  underinsurancePost,
  keepingCoverCurrentPost,
  travelInsurancePost,
  claimGuidePost,
  newItemsPost,
  homeInsuranceFiguresPost,
]);

export function findBlogPost(slug: string, posts: readonly BlogPost[] = blogPosts): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

/** The newest `count` posts, e.g. for the home page. */
export function latestPosts(count: number, posts: readonly BlogPost[] = blogPosts): BlogPost[] {
  return posts.slice(0, Math.max(0, count));
}

/** Suggested reading under a post: the first other posts in the list, two unless asked otherwise. */
export function relatedPosts(slug: string, posts: readonly BlogPost[] = blogPosts, count = 2): BlogPost[] {
  return posts.filter((post) => post.slug !== slug).slice(0, Math.max(0, count));
}
