import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { RouterNavigation } from './router-navigation';

/** Moves focus to the new page's content after in-app navigation, as a full page load would. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the page changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

export function Layout() {
  const mainRef = useFocusMainOnNavigation();
  const navigation = useNavigation();
  return (
    <RouterNavigation>
      <div className="app-shell">
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {navigation.state !== 'idle' && <div className="navigation-progress" aria-hidden="true" />}
        <SiteHeader />
        <Breadcrumbs />
        <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </RouterNavigation>
  );
}
