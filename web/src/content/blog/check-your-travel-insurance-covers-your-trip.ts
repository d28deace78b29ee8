import { BLOG_AUTHOR, type BlogPostSummary, blogImagePath } from './blog-post';

const slug = 'check-your-travel-insurance-covers-your-trip';

export const travelInsuranceSummary: BlogPostSummary = {
  slug,
  title: 'Will your travel insurance cover your trip? Six things to check before you go',
  date: '2025-03-25',
  author: BLOG_AUTHOR,
  excerpt:
    'Medical cover, cancellation, baggage, the excess, pre-existing conditions and activities: what to check in your travel policy before you travel, not after something goes wrong.',
  image: blogImagePath(slug),
  imageAlt: 'A suitcase next to a checklist with ticked boxes and a small globe.',
};
