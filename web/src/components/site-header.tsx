import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '../lib/auth/session-provider';
import { paths } from '../lib/paths';
import { Logo } from './logo';

interface NavItem {
  readonly label: string;
  readonly to: string;
}

const signedOutItems: readonly NavItem[] = [
  { label: 'Coverage Analysis', to: paths.coverage },
  { label: 'Claim Assessment', to: paths.claimAssessment },
  { label: 'Blog', to: paths.blog },
  { label: 'Log In', to: paths.login },
  { label: 'Register', to: paths.register },
];

const signedInItems: readonly NavItem[] = [
  { label: 'Assess Claim', to: paths.assessClaim },
  { label: 'Policies', to: paths.policies },
  { label: 'Coverage', to: paths.itemCoverage },
  { label: 'Blog', to: paths.blog },
  { label: 'Profile', to: paths.profile },
];

const NAV_ID = 'main-navigation';

export function SiteHeader() {
  const session = useSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // Following a link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the page changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  // Until the session is known, show no links rather than the wrong set.
  const items =
    session.status === 'initialising' ? [] : session.status === 'signedIn' ? signedInItems : signedOutItems;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        {session.status !== 'initialising' && (
          <>
            <button
              type="button"
              className="menu-button"
              aria-expanded={menuOpen}
              aria-controls={NAV_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span
                className={menuOpen ? 'menu-button__icon menu-button__icon--open' : 'menu-button__icon'}
              />
              <span className="visually-hidden">Menu</span>
            </button>
            <nav id={NAV_ID} aria-label="Main" className={menuOpen ? 'main-nav main-nav--open' : 'main-nav'}>
              <ul className="main-nav__list">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      className={
                        item.to === paths.register ? 'main-nav__link main-nav__link--cta' : 'main-nav__link'
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                {session.status === 'signedIn' && (
                  <li>
                    <button
                      type="button"
                      className="main-nav__link main-nav__signout"
                      onClick={session.signOut}
                    >
                      Sign Out
                    </button>
                  </li>
                )}
              </ul>
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
