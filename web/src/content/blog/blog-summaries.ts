import { claimGuideSummary } from './5-step-guide-to-making-an-insurance-claim';
import type { BlogPostSummary } from './blog-post';
import { travelInsuranceSummary } from './check-your-travel-insurance-covers-your-trip';
import { newItemsSummary } from './insuring-new-gadgets-jewellery-and-bikes';
import { keepingCoverCurrentSummary } from './keeping-your-insurance-cover-current';
import { homeInsuranceFiguresSummary } from './uk-home-insurance-what-the-figures-say';
import { underinsuranceSummary } from './underinsurance-and-the-average-clause';

/** Newest first; posts on the same day keep their given order. */
export function sortNewestFirst<P extends BlogPostSummary>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/**
 * Every post as lists show it (without its text), newest first: what the home page carries, so
 * it does not hold every article.
 */
export const blogSummaries: readonly BlogPostSummary[] = sortNewestFirst([
  underinsuranceSummary,
  keepingCoverCurrentSummary,
  travelInsuranceSummary,
  claimGuideSummary,
  newItemsSummary,
  homeInsuranceFiguresSummary,
]);

/** The newest `count` posts, e.g. for the home page. */
export function latestPosts(
  count: number,
  posts: readonly BlogPostSummary[] = blogSummaries,
): BlogPostSummary[] {
  return posts.slice(0, Math.max(0, count));
}
