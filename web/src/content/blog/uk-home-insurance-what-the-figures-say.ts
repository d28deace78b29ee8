import { BLOG_AUTHOR, type BlogPostSummary, blogImagePath } from './blog-post';

const slug = 'uk-home-insurance-what-the-figures-say';

export const homeInsuranceFiguresSummary: BlogPostSummary = {
  slug,
  title: 'UK home insurance: what the figures tell us',
  date: '2025-09-16',
  author: BLOG_AUTHOR,
  excerpt:
    'What published figures from insurers, the ombudsman and the regulator reveal about why homes are damaged, why claims are disputed and what you can do about it.',
  image: blogImagePath(slug),
  imageAlt: 'A bar chart rising beside a simple outline of a house.',
};
