import { BLOG_AUTHOR, type BlogPostSummary, blogImagePath } from './blog-post';

const slug = 'underinsurance-and-the-average-clause';

export const underinsuranceSummary: BlogPostSummary = {
  slug,
  title: 'Underinsurance: what it is, how the average clause works and how to check your sums insured',
  date: '2025-02-11',
  author: BLOG_AUTHOR,
  excerpt:
    'If the sum insured on your policy is lower than the real cost of replacing what you own, even a small claim can be cut. Here is how the average clause works and how to check your figures.',
  image: blogImagePath(slug),
  imageAlt:
    'A house beside a gauge that is only three quarters full, showing cover that falls short of the home’s value.',
};
