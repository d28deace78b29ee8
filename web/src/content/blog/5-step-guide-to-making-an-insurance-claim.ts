import { BLOG_AUTHOR, type BlogPostSummary, blogImagePath } from './blog-post';

const slug = '5-step-guide-to-making-an-insurance-claim';

export const claimGuideSummary: BlogPostSummary = {
  slug,
  title: 'A 5-step guide to making an insurance claim',
  date: '2025-05-13',
  author: BLOG_AUTHOR,
  excerpt:
    'From the moment something goes wrong to the final settlement: what to do first, which evidence to keep, and what to do if you disagree with your insurer’s decision.',
  image: blogImagePath(slug),
  imageAlt: 'Five numbered circles joined by a path, ending in a tick.',
};
