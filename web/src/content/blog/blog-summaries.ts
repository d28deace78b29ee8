import { BLOG_AUTHOR, type BlogPostSummary, blogImagePath } from './blog-post';

/** What is written for each post besides its text; the author and the illustration's address follow. */
type PostMetadata = Omit<BlogPostSummary, 'author' | 'image'>;

const POSTS: readonly PostMetadata[] = [
  {
    slug: 'underinsurance-and-the-average-clause',
    title: 'Underinsurance: what it is, how the average clause works and how to check your sums insured',
    date: '2025-02-11',
    excerpt:
      'If the sum insured on your policy is lower than the real cost of replacing what you own, even a small claim can be cut. Here is how the average clause works and how to check your figures.',
    imageAlt:
      'A house beside a gauge that is only three quarters full, showing cover that falls short of the home’s value.',
  },
  {
    slug: 'keeping-your-insurance-cover-current',
    title: 'New phone, big trip, new baby: keeping your insurance in step with your life',
    date: '2025-03-04',
    excerpt:
      'Insurance bought for the life you had last year may not fit the one you have now. These are the changes worth telling your insurer about, and the gaps to look for.',
    imageAlt:
      'A smartphone, an aeroplane and a calendar joined by a circular arrow, suggesting cover that is reviewed as life changes.',
  },
  {
    slug: 'check-your-travel-insurance-covers-your-trip',
    title: 'Will your travel insurance cover your trip? Six things to check before you go',
    date: '2025-03-25',
    excerpt:
      'Medical cover, cancellation, baggage, the excess, pre-existing conditions and activities: what to check in your travel policy before you travel, not after something goes wrong.',
    imageAlt: 'A suitcase next to a checklist with ticked boxes and a small globe.',
  },
  {
    slug: '5-step-guide-to-making-an-insurance-claim',
    title: 'A 5-step guide to making an insurance claim',
    date: '2025-05-13',
    excerpt:
      'From the moment something goes wrong to the final settlement: what to do first, which evidence to keep, and what to do if you disagree with your insurer’s decision.',
    imageAlt: 'Five numbered circles joined by a path, ending in a tick.',
  },
  {
    slug: 'insuring-new-gadgets-jewellery-and-bikes',
    title: 'Just bought something valuable? How to make sure it is covered',
    date: '2025-07-08',
    excerpt:
      'New gadgets, jewellery and bikes often slip through the gaps in home insurance. Single-item limits, valuables limits and specified items, explained.',
    imageAlt: 'A smartphone, a ring and a bicycle, each inside a protective shield outline.',
  },
  {
    slug: 'uk-home-insurance-what-the-figures-say',
    title: 'UK home insurance: what the figures tell us',
    date: '2025-09-16',
    excerpt:
      'What published figures from insurers, the ombudsman and the regulator reveal about why homes are damaged, why claims are disputed and what you can do about it.',
    imageAlt: 'A bar chart rising beside a simple outline of a house.',
  },
];

function summaryOf(post: PostMetadata): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title,
    date: post.date,
    author: BLOG_AUTHOR,
    excerpt: post.excerpt,
    image: blogImagePath(post.slug),
    imageAlt: post.imageAlt,
  };
}

/** Newest first; posts on the same day keep their given order. */
export function sortNewestFirst<P extends BlogPostSummary>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/**
 * Every post as lists show it (without its text), newest first: what the home page carries, so
 * it does not hold every article.
 */
export const blogSummaries: readonly BlogPostSummary[] = sortNewestFirst(POSTS.map(summaryOf));

/** The newest `count` posts, e.g. for the home page. */
export function latestPosts(
  count: number,
  posts: readonly BlogPostSummary[] = blogSummaries,
): BlogPostSummary[] {
  return posts.slice(0, Math.max(0, count));
}
