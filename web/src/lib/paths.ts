/** Every route the app serves. Links and the router both read from here. */
export const paths = {
  home: '/',
  coverage: '/coverage',
  claimAssessment: '/claim-assessment',
  blog: '/blog',
  blogPost: '/blog/:slug',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  resources: '/resources',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
  authConfirm: '/auth/confirm',
  completeProfile: '/complete-profile',
  profile: '/profile',
  assessClaim: '/assess-claim',
  itemCoverage: '/item-coverage',
  policies: '/policies',
  reminderUnsubscribe: '/renewal-reminders/unsubscribe',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The address of one blog post; slugs are encoded so any text is a safe path segment. */
export function blogPostPath(slug: string): string {
  return paths.blogPost.replace(':slug', encodeURIComponent(slug));
}

/**
 * The pages served as the plain app shell (no prerendered HTML): one-off account steps and the
 * signed-in tools. Any other path without a prerendered page is not found (HTTP 404).
 */
export const appShellPaths: readonly string[] = [
  paths.resetPassword,
  paths.authCallback,
  paths.authConfirm,
  paths.reminderUnsubscribe,
  paths.completeProfile,
  paths.profile,
  paths.assessClaim,
  paths.itemCoverage,
  paths.policies,
];
