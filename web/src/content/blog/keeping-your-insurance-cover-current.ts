import { BLOG_AUTHOR, type BlogPostSummary, blogImagePath } from './blog-post';

const slug = 'keeping-your-insurance-cover-current';

export const keepingCoverCurrentSummary: BlogPostSummary = {
  slug,
  title: 'New phone, big trip, new baby: keeping your insurance in step with your life',
  date: '2025-03-04',
  author: BLOG_AUTHOR,
  excerpt:
    'Insurance bought for the life you had last year may not fit the one you have now. These are the changes worth telling your insurer about, and the gaps to look for.',
  image: blogImagePath(slug),
  imageAlt:
    'A smartphone, an aeroplane and a calendar joined by a circular arrow, suggesting cover that is reviewed as life changes.',
};
