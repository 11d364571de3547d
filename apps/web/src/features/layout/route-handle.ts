import { useMatches } from 'react-router';
import type en from '@/locales/en.json';
import type { MenuKey } from './nav';

export type PageTitleKey = Exclude<keyof (typeof en)['pages'], 'emptyHint'>;

/** What each route tells the frame: its heading and which menu entry it belongs to. */
export interface RouteHandle {
  titleKey?: PageTitleKey;
  section?: MenuKey;
}

function isRouteHandle(x: unknown): x is RouteHandle {
  return typeof x === 'object' && x !== null;
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return {};
}
