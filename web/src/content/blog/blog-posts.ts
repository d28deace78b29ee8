import type { BlogPost } from './blog-post';
import { blogSummaries } from './blog-summaries';
import { claimGuideText } from './text/5-step-guide-to-making-an-insurance-claim';
import { travelInsuranceText } from './text/check-your-travel-insurance-covers-your-trip';
import { newItemsText } from './text/insuring-new-gadgets-jewellery-and-bikes';
import { keepingCoverCurrentText } from './text/keeping-your-insurance-cover-current';
import { homeInsuranceFiguresText } from './text/uk-home-insurance-what-the-figures-say';
import { underinsuranceText } from './text/underinsurance-and-the-average-clause';

export { latestPosts, sortNewestFirst } from './blog-summaries';

/** Each post's text by its slug. */
const POST_TEXTS: Readonly<Record<string, string>> = {
  '5-step-guide-to-making-an-insurance-claim': claimGuideText,
  'check-your-travel-insurance-covers-your-trip': travelInsuranceText,
  'insuring-new-gadgets-jewellery-and-bikes': newItemsText,
  'keeping-your-insurance-cover-current': keepingCoverCurrentText,
  'uk-home-insurance-what-the-figures-say': homeInsuranceFiguresText,
  'underinsurance-and-the-average-clause': underinsuranceText,
};

function withText(summary: (typeof blogSummaries)[number]): BlogPost {
  const content = POST_TEXTS[summary.slug];
  if (content === undefined) throw new Error(`The blog post ${summary.slug} has no text`);
  return { ...summary, content };
}

/** Every post on the blog, newest first. The list page, the post pages and the sitemap read this. */
export const blogPosts: readonly BlogPost[] = blogSummaries.map(withText);

export function findBlogPost(slug: string, posts: readonly BlogPost[] = blogPosts): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

/** Suggested reading under a post: the first other posts in the list, two unless asked otherwise. */
export function relatedPosts(slug: string, posts: readonly BlogPost[] = blogPosts, count = 2): BlogPost[] {
  return posts.filter((post) => post.slug !== slug).slice(0, Math.max(0, count));
}
