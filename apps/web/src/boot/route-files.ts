/**
 * What a first visit needs before its first paint besides the shell: the route's page (its
 * chunks and their CSS) and the language file. The build writes the map into index.html
 * (`route-preload.ts`); the boot script reads it and asks for these files at once, so they
 * download beside the shell instead of after it has run. No imports: this runs before the app.
 */
export interface RouteFilesMap {
  /** Every file named below, once; the maps hold indexes into it. */
  files: string[];
  /** A route path to its page's files. */
  routes: Record<string, number[]>;
  /** A locale code to its messages' file. */
  locales: Record<string, number>;
  defaultLocale: string;
  /** The user store's sessionStorage key and the chosen language's localStorage key. */
  sessionKey: string;
  localeKey: string;
}

export const ROUTE_FILES_ID = 'route-files';
export const HOME_PATH = '/';

/** The hash route's path, before `?` (what main.tsx and the router read). */
export function routePath(hash: string): string {
  return hash.slice(1).split('?')[0] || HOME_PATH;
}

/** As the user store reads it (features/session/store.ts): the saved one, else the remembered. */
function storedLocale(map: RouteFilesMap, session: Storage, local: Storage): unknown {
  let saved: unknown;
  try {
    saved = (JSON.parse(session.getItem(map.sessionKey) ?? '{}') as { applicationLocale?: unknown })
      .applicationLocale;
  } catch {
    // A broken store is ignored, as the store ignores it.
  }
  return saved ?? local.getItem(map.localeKey);
}

/**
 * The language the user store will start in (saved locale, else the remembered one, else the
 * default), so the preloaded file is the one i18n asks for.
 */
export function localeFile(
  map: RouteFilesMap,
  session: Storage,
  local: Storage,
): string | undefined {
  const code = storedLocale(map, session, local);
  const index =
    typeof code === 'string' && Object.hasOwn(map.locales, code)
      ? map.locales[code]
      : map.locales[map.defaultLocale];
  return index === undefined ? undefined : map.files[index];
}

/** The route's files then the language's; an unknown route is sent home, so home's. */
export function routeFiles(
  map: RouteFilesMap,
  hash: string,
  session: Storage,
  local: Storage,
): string[] {
  const path = routePath(hash);
  const route = (Object.hasOwn(map.routes, path) ? map.routes[path] : map.routes[HOME_PATH]) ?? [];
  const files = route.map((i) => map.files[i]).filter((f): f is string => f !== undefined);
  const locale = localeFile(map, session, local);
  return locale ? [...files, locale] : files;
}
