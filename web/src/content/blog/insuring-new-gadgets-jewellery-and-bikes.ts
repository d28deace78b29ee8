import { BLOG_AUTHOR, type BlogPostSummary, blogImagePath } from './blog-post';

const slug = 'insuring-new-gadgets-jewellery-and-bikes';

export const newItemsSummary: BlogPostSummary = {
  slug,
  title: 'Just bought something valuable? How to make sure it is covered',
  date: '2025-07-08',
  author: BLOG_AUTHOR,
  excerpt:
    'New gadgets, jewellery and bikes often slip through the gaps in home insurance. Single-item limits, valuables limits and specified items, explained.',
  image: blogImagePath(slug),
  imageAlt: 'A smartphone, a ring and a bicycle, each inside a protective shield outline.',
};
