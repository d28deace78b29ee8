import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type SiteLinkProps, type SiteNavigation, SiteNavigationProvider } from '../lib/site-navigation';

function RouterLink(props: SiteLinkProps) {
  return <Link {...props} />;
}

/** Inside the app, site links and moves go through the router. */
const routerNavigation: SiteNavigation = {
  Link: RouterLink,
  useNavigate,
  useLocation,
};

export function RouterNavigation({ children }: { readonly children: ReactNode }) {
  return <SiteNavigationProvider navigation={routerNavigation}>{children}</SiteNavigationProvider>;
}
