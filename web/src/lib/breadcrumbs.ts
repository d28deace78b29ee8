import { paths } from './paths';

export interface Breadcrumb {
  readonly label: string;
  /** Absent on the last crumb: the current page is plain text, not a link. */
  readonly href?: string;
}

const segmentLabels: Readonly<Record<string, string>> = {
  coverage: 'Coverage Analysis',
  'claim-assessment': 'Claim Assessment',
  'assess-claim': 'Assess Claim',
  'item-coverage': 'Item Coverage',
  policies: 'Policies',
  'privacy-policy': 'Privacy Policy',
  'terms-conditions': 'Terms & Conditions',
  blog: 'Blog',
  resources: 'Resources',
  contact: 'Contact',
  profile: 'Profile',
  'complete-profile': 'Complete Profile',
  login: 'Log In',
  register: 'Register',
  'reset-password': 'Reset Password',
  auth: 'Account',
  callback: 'Signing In',
  confirm: 'Confirm Email',
};

/** Segments that only group other pages: shown in the trail, but there is no page to link to. */
const groupingSegments: ReadonlySet<string> = new Set(['auth']);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (e.g. a lone '%') is shown as typed.
    return segment;
  }
}

/** 'my-first-claim' → 'My first claim': hyphens become spaces and only the first letter is raised. */
export function humaniseSegment(segment: string): string {
  const words = segment.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (words === '') return segment;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelFor(segment: string): string {
  const decoded = decodeSegment(segment);
  return Object.hasOwn(segmentLabels, decoded)
    ? (segmentLabels[decoded] ?? decoded)
    : humaniseSegment(decoded);
}

/**
 * A route's own name for its page, given on the route as `handle`: a blog post is named by its
 * title, not by the words of its address ('Uk home insurance what the figures say').
 */
export interface CrumbHandle {
  readonly crumb: (params: Readonly<Record<string, string | undefined>>) => string | undefined;
}

function isCrumbHandle(handle: unknown): handle is CrumbHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as CrumbHandle).crumb === 'function';
}

/** The name the deepest matched route gives its page, if it gives one. */
export function pageCrumb(
  matches: readonly {
    readonly handle: unknown;
    readonly params: Readonly<Record<string, string | undefined>>;
  }[],
): string | undefined {
  const last = matches.at(-1);
  return last && isCrumbHandle(last.handle) ? last.handle.crumb(last.params) : undefined;
}

/**
 * The trail for a page: Home, then one crumb per path segment, each linking to its own prefix,
 * except the last, which is the current page (named `pageLabel` when its route names it). The home
 * page has no trail.
 */
export function breadcrumbsFor(pathname: string, pageLabel?: string): Breadcrumb[] {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return [];
  const trail: Breadcrumb[] = [{ label: 'Home', href: paths.home }];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    const label = last && pageLabel ? pageLabel : labelFor(segment);
    if (last || groupingSegments.has(segment)) trail.push({ label });
    else trail.push({ label, href: `/${segments.slice(0, index + 1).join('/')}` });
  });
  return trail;
}
