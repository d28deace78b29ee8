import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, humaniseSegment, pageCrumb } from '#web/lib/breadcrumbs';

describe('breadcrumbsFor', () => {
  it('shows nothing on the home page', () => {
    expect(breadcrumbsFor('/')).toEqual([]);
    expect(breadcrumbsFor('')).toEqual([]);
  });

  it('starts with Home and ends with the current page as plain text', () => {
    expect(breadcrumbsFor('/policies')).toEqual([{ label: 'Home', href: '/' }, { label: 'Policies' }]);
  });

  it('uses the friendly label of every known segment', () => {
    const labels: Record<string, string> = {
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
    };
    for (const [segment, label] of Object.entries(labels)) {
      expect(breadcrumbsFor(`/${segment}`).at(-1)).toEqual({ label });
    }
  });

  it('links every segment but the last to its own prefix', () => {
    expect(breadcrumbsFor('/blog/my-post')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: 'My post' },
    ]);
  });

  it('names the current page as its route does (a post by its title), the rest by their segments', () => {
    const post = {
      handle: { crumb: ({ slug }: { slug?: string }) => `Title of ${slug}` },
      params: { slug: 'a-post' },
    };
    const label = pageCrumb([{ handle: undefined, params: {} }, post]);
    expect(label).toBe('Title of a-post');
    expect(breadcrumbsFor('/blog/a-post', label)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: 'Title of a-post' },
    ]);
    expect(pageCrumb([{ handle: undefined, params: {} }])).toBeUndefined();
  });

  it('gives the last crumb no href', () => {
    const last = breadcrumbsFor('/blog/some-article').at(-1);
    expect(last).toBeDefined();
    expect(last).not.toHaveProperty('href');
  });

  it('capitalises unknown segments, with hyphens as spaces', () => {
    expect(breadcrumbsFor('/my-post').at(-1)).toEqual({ label: 'My post' });
    expect(breadcrumbsFor('/guides/first-claim')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Guides', href: '/guides' },
      { label: 'First claim' },
    ]);
  });

  it('ignores a trailing slash and repeated slashes', () => {
    expect(breadcrumbsFor('/policies/')).toEqual(breadcrumbsFor('/policies'));
    expect(breadcrumbsFor('//blog//my-post/')).toEqual(breadcrumbsFor('/blog/my-post'));
  });

  it('decodes escaped segments but keeps the href as it was in the address', () => {
    expect(breadcrumbsFor('/blog/caf%C3%A9-guide/extra')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: 'Café guide', href: '/blog/caf%C3%A9-guide' },
      { label: 'Extra' },
    ]);
    expect(breadcrumbsFor('/100%').at(-1)).toEqual({ label: '100%' });
  });

  it('does not mistake object property names for known segments', () => {
    expect(breadcrumbsFor('/constructor').at(-1)).toEqual({ label: 'Constructor' });
    expect(breadcrumbsFor('/toString').at(-1)).toEqual({ label: 'ToString' });
  });
});

describe('humaniseSegment', () => {
  it('raises only the first letter and collapses separators', () => {
    expect(humaniseSegment('how-to--claim_for-a-phone')).toBe('How to claim for a phone');
  });

  it('keeps a segment made only of separators as it is', () => {
    expect(humaniseSegment('---')).toBe('---');
  });

  it('shows a grouping segment without a page as plain text', () => {
    expect(breadcrumbsFor('/auth/confirm')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Account' },
      { label: 'Confirm Email' },
    ]);
  });
});
