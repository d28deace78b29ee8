import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/spinner';
import { findBlogPost } from '../content/blog/blog-posts';
import { AuthCallbackPage } from '../features/auth/auth-callback-page';
import { ConfirmEmailPage } from '../features/auth/confirm-email-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { BlogListPage } from '../features/blog/blog-list-page';
import { BlogPostPage } from '../features/blog/blog-post-page';
import { PrivacyPolicyPage } from '../features/legal/privacy-policy-page';
import { TermsConditionsPage } from '../features/legal/terms-conditions-page';
import { ClaimAssessmentPage } from '../features/marketing/claim-assessment-page';
import { CoverageAnalysisPage } from '../features/marketing/coverage-analysis-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ResourcesPage } from '../features/resources/resources-page';
import { islandPages } from '../islands/island-pages';
import type { CrumbHandle } from '../lib/breadcrumbs';
import { paths } from '../lib/paths';
import { withTimeout } from '../lib/with-timeout';
import { Layout } from './layout';
import { RedirectWhenSignedIn, RequireSession } from './route-guards';
import { RouterErrorPage } from './router-error-page';

/** How long a signed-in page's code may take to arrive before the error screen offers a reload. */
const LAZY_PAGE_TIMEOUT_MS = 120_000;

/** Signed-in pages are separate chunks, so visitors to public pages never download them. */
function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({
    Component: await withTimeout(
      load(),
      LAZY_PAGE_TIMEOUT_MS,
      'The page took too long to load. Please check your connection and reload.',
    ),
  });
}

/** A public page that can also run on its own: the app loads the same code when it shows it. */
function islandPage(path: string) {
  const page = islandPages[path];
  if (!page) throw new Error(`${path} is not a page that runs on its own`);
  return lazyPage(page.load);
}

/** Pages search engines should not list: one-off account steps, the signed-in tools, unknown paths. */
function NoIndex() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <Outlet />
    </>
  );
}

/** A post's breadcrumb is its title. */
const blogPostCrumb: CrumbHandle = { crumb: ({ slug }) => findBlogPost(slug ?? '')?.title };

/** The public content pages: prerendered at build time and listed in the sitemap. */
const contentPages: RouteObject[] = [
  { index: true, lazy: islandPage(paths.home) },
  { path: paths.coverage, Component: CoverageAnalysisPage },
  { path: paths.claimAssessment, Component: ClaimAssessmentPage },
  { path: paths.blog, Component: BlogListPage },
  { path: paths.blogPost, Component: BlogPostPage, handle: blogPostCrumb },
  { path: paths.contact, lazy: islandPage(paths.contact) },
  { path: paths.privacyPolicy, Component: PrivacyPolicyPage },
  { path: paths.termsConditions, Component: TermsConditionsPage },
  { path: paths.resources, Component: ResourcesPage },
];

const accountStepPages: RouteObject[] = [
  { path: paths.resetPassword, Component: ResetPasswordPage },
  { path: paths.authCallback, Component: AuthCallbackPage },
  { path: paths.authConfirm, Component: ConfirmEmailPage },
  {
    path: paths.reminderUnsubscribe,
    lazy: lazyPage(() => import('../features/reminders/unsubscribe-page').then((m) => m.UnsubscribePage)),
  },
];

const signedOutOnlyPages: RouteObject[] = [
  { path: paths.login, lazy: islandPage(paths.login) },
  { path: paths.register, lazy: islandPage(paths.register) },
];

const signedInPages: RouteObject[] = [
  {
    path: paths.completeProfile,
    lazy: lazyPage(() =>
      import('../features/profile/complete-profile-page').then((m) => m.CompleteProfilePage),
    ),
  },
  {
    path: paths.profile,
    lazy: lazyPage(() => import('../features/profile/profile-page').then((m) => m.ProfilePage)),
  },
  {
    path: paths.assessClaim,
    lazy: lazyPage(() => import('../features/claims/assess-claim-page').then((m) => m.AssessClaimPage)),
  },
  {
    path: paths.itemCoverage,
    lazy: lazyPage(() => import('../features/coverage/item-coverage-page').then((m) => m.ItemCoveragePage)),
  },
  {
    path: paths.policies,
    lazy: lazyPage(() => import('../features/policies/policies-page').then((m) => m.PoliciesPage)),
  },
];

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: Layout,
    // Reached only if the layout itself fails; page errors are caught below, inside the layout.
    errorElement: <RouterErrorPage standalone />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        errorElement: <RouterErrorPage />,
        children: [
          ...contentPages,
          { Component: RedirectWhenSignedIn, children: signedOutOnlyPages },
          {
            Component: NoIndex,
            children: [
              ...accountStepPages,
              { Component: RequireSession, children: signedInPages },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Route paths of the pages built to static HTML and listed in the sitemap: the content pages and
 * log in / register. Dynamic ones (a blog post) are filled in once per post.
 */
export const prerenderedRoutePaths: readonly string[] = [...contentPages, ...signedOutOnlyPages].map(
  (route) => (route.index ? paths.home : (route.path ?? paths.home)),
);

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
