import { useLocation } from '@/lib/hash-router';
import type en from '@/locales/shell/en.json';
import type { MenuKey } from './nav';
import { FEATURE_ROUTES } from './routes';

export type PageTitleKey = Exclude<keyof (typeof en)['pages'], 'emptyHint'>;

/** What each route tells the frame: its heading and which menu entry it belongs to. */
export interface RouteHandle {
  titleKey?: PageTitleKey;
  section?: MenuKey;
}

const HOME: RouteHandle = { section: 'home' };
const BY_PATH = new Map<string, RouteHandle>(FEATURE_ROUTES.map(({ path, ...h }) => [path, h]));

/** The current route's handle, by its path (every route's path is a fixed string). */
export function useRouteHandle(): RouteHandle {
  const { pathname } = useLocation();
  return BY_PATH.get(pathname) ?? HOME;
}
