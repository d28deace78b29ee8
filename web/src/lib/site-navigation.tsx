import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react';
import { carryToastsToNextPage } from './toast/toast';

/**
 * How a page moves to another without knowing what runs it. Inside the app, the router moves
 * (and carries state); a prerendered public page brought to life on its own has no router, so
 * its links are plain links and moving means loading the next page.
 */
export interface NavigateOptions {
  readonly replace?: boolean;
  /** Handed to the next page inside the app; a full page load drops it. */
  readonly state?: unknown;
}

export interface SiteLocation {
  readonly pathname: string;
  readonly search: string;
  readonly state: unknown;
}

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: string;
  readonly replace?: boolean;
  readonly state?: unknown;
}

export interface SiteNavigation {
  readonly Link: ComponentType<SiteLinkProps>;
  readonly useNavigate: () => (to: string, options?: NavigateOptions) => void;
  readonly useLocation: () => SiteLocation;
}

function PlainLink({ to, replace: _replace, state: _state, ...props }: SiteLinkProps) {
  return <a href={to} {...props} />;
}

/** Where a page loaded by a move keeps the state it was handed, until that page starts. */
const CARRIED_STATE_KEY = 'policylens:navigation-state';

function carryState(to: URL, state: unknown): void {
  try {
    window.sessionStorage.setItem(CARRIED_STATE_KEY, JSON.stringify({ pathname: to.pathname, state }));
  } catch {
    // Without storage the next page simply starts without it.
  }
}

/** Moving to another page loads it; replacing this page's own address only changes the address. */
function navigateByLoading(to: string, options?: NavigateOptions): void {
  const target = new URL(to, window.location.href);
  if (options?.replace && target.pathname === window.location.pathname) {
    window.history.replaceState(window.history.state, '', target);
    arrival = { ...arrivalLocation(), search: target.search };
    for (const listener of listeners) listener();
    return;
  }
  if (options?.state !== undefined) carryState(target, options.state);
  carryToastsToNextPage();
  if (options?.replace) window.location.replace(target);
  else window.location.assign(target);
}

/** The state handed to this page by the one before, read once and removed so it is not reused. */
function takeCarriedState(): unknown {
  try {
    const stored = window.sessionStorage.getItem(CARRIED_STATE_KEY);
    window.sessionStorage.removeItem(CARRIED_STATE_KEY);
    const carried: unknown = stored ? JSON.parse(stored) : undefined;
    if (typeof carried !== 'object' || carried === null) return undefined;
    const { pathname, state } = carried as { pathname?: unknown; state?: unknown };
    return pathname === window.location.pathname ? state : undefined;
  } catch {
    return undefined;
  }
}

let arrival: SiteLocation | undefined;

function arrivalLocation(): SiteLocation {
  arrival ??= {
    pathname: window.location.pathname,
    search: window.location.search,
    state: takeCarriedState(),
  };
  return arrival;
}

/** Before the page runs in the browser (prerendering, hydrating) it knows no address or state. */
const NOT_YET_KNOWN: SiteLocation = { pathname: '', search: '', state: undefined };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Links and moves of a page running without the router: whole page loads. */
export const pageLoadNavigation: SiteNavigation = {
  Link: PlainLink,
  useNavigate: () => navigateByLoading,
  useLocation: () => useSyncExternalStore(subscribe, arrivalLocation, () => NOT_YET_KNOWN),
};

const SiteNavigationContext = createContext<SiteNavigation>(pageLoadNavigation);

export function SiteNavigationProvider({
  navigation,
  children,
}: {
  readonly navigation: SiteNavigation;
  readonly children: ReactNode;
}) {
  return <SiteNavigationContext value={navigation}>{children}</SiteNavigationContext>;
}

/** A link inside the site. */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useContext(SiteNavigationContext);
  return <Link {...props} />;
}

export function useSiteNavigate(): (to: string, options?: NavigateOptions) => void {
  return useContext(SiteNavigationContext).useNavigate();
}

export function useSiteLocation(): SiteLocation {
  return useContext(SiteNavigationContext).useLocation();
}
