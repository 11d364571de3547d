/**
 * The app's hash routing: the route is what follows `#` (`#/path?query`), as spec section 2
 * writes it. Ours, not react-router (apps/web/README.md, "Performance budget"): the app uses a
 * path, its query, links and navigation, and react-router's ~14 KB gzip rode on every first
 * visit.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

export interface HashLocation {
  /** The route's path, `/` when the hash is empty. */
  pathname: string;
  /** `?…` or empty. */
  search: string;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/** The router's listener, told of every navigation made here. */
let onNavigate: (() => void) | null = null;

const LocationContext = createContext<HashLocation | null>(null);

/** The route of a hash (`#/path?query`). */
export function parseHash(hash: string): HashLocation {
  const route = hash.replace(/^#/, '');
  const at = route.indexOf('?');
  const path = at < 0 ? route : route.slice(0, at);
  return { pathname: path || '/', search: at < 0 ? '' : route.slice(at) };
}

/** Goes to `to` (`/path?query`); the same route again replaces its entry. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}) {
  const hash = `#${to}`;
  if (hash === window.location.hash && !replace) return;
  const url = `${window.location.pathname}${window.location.search}${hash}`;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  onNavigate?.();
}

/**
 * Follows the hash and hands its route to what is inside. A change is a transition: the page
 * shown stays until the next one's code is here (no empty frame between them).
 */
export function HashRouter({ children }: { children: ReactNode }) {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const follow = () => startTransition(() => setHash(window.location.hash));
    onNavigate = follow;
    // Back and forward, and a hash typed into the address bar.
    window.addEventListener('popstate', follow);
    window.addEventListener('hashchange', follow);
    follow();
    return () => {
      onNavigate = null;
      window.removeEventListener('popstate', follow);
      window.removeEventListener('hashchange', follow);
    };
  }, []);
  const location = useMemo(() => parseHash(hash), [hash]);
  return <LocationContext value={location}>{children}</LocationContext>;
}

/** The current route; re-renders when it changes. */
export function useLocation(): HashLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside the HashRouter');
  return location;
}

type SearchInit = URLSearchParams | Record<string, string>;

/** The route's query, and a setter that keeps the path. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit, options?: NavigateOptions) => void,
] {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [pathname],
  );
  return [params, setParams];
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** `/path?query`. */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to a route: a real `href` (open in a new tab works), navigating in place on a click. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(to, { replace: replace || `#${to}` === window.location.hash });
  };
  return <a {...rest} href={`#${to}`} target={target} onClick={follow} />;
}
