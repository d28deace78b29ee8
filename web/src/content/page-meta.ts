import type { BlogPost } from './blog/blog-post';

/** The tab title (before ' | PolicyLens') and the search-result description of a public page. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** The site's own description, as in index.html, for pages that do not set one. */
export const SITE_DESCRIPTION =
  'PolicyLens is a free app that helps you understand your insurance policies, see what your belongings are covered for and assess a claim with AI before you contact your insurer.';

/** The content pages, by route; prerendering writes the same words into each page's <head>. */
export const pageMeta = {
  blog: {
    title: 'Blog',
    description:
      'Plain-English guides to insurance for UK, US and Australian policyholders: underinsurance, travel cover, valuables and how to make a claim.',
  },
  blogPostNotFound: {
    title: 'Post not found',
    description: 'The blog post you were looking for does not exist or has moved.',
  },
  resources: {
    title: 'Resources',
    description:
      'Trusted, independent organisations that explain insurance and help with complaints: regulators, ombudsman services and consumer advice bodies.',
  },
  contact: {
    title: 'Contact',
    description:
      'Questions about PolicyLens, your account or your data? Send us a message and we reply within 24-48 hours on business days.',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    description:
      'How PolicyLens collects, uses, stores and protects your personal data and policy documents, how long we keep them and your rights.',
  },
  termsConditions: {
    title: 'Terms & Conditions',
    description:
      'The terms for using PolicyLens: who can use it, the limits of the service, what assessments can and cannot tell you, and your responsibilities.',
  },
  coverage: {
    title: 'Coverage Analysis',
    description:
      'See what your insurance policies cover for your smartphone, home, health and travel, with every figure linked to the page of your policy it came from.',
  },
  claimAssessment: {
    title: 'Claim Assessment',
    description:
      'Check a claim against your own policy wording before you contact your insurer: a likely outcome, the clauses behind it, date checks and next steps.',
  },
} as const satisfies Record<string, PageMeta>;

export function blogPostMeta(post: BlogPost): PageMeta {
  return { title: post.title, description: post.excerpt };
}
