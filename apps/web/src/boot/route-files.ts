/**
 * What a first visit needs before its first paint besides the shell: the route's page (its
 * chunks and their CSS), the shell's dictionary and the page's dictionaries, in its language. The build writes the map into index.html
 * (`route-preload.ts`); the boot script reads it and asks for these files at once, so they
 * download beside the shell instead of after it has run. No imports: this runs before the app.
 */
export interface RouteFilesMap {
  /** Every file named below, once; the maps hold indexes into it. */
  files: string[];
  /** A route path to its page's files. */
  routes: Record<string, number[]>;
  /** A route path to its page's dictionaries (feature folders), besides the shell's. */
  routeDictionaries: Record<string, string[]>;
  /** The chunk of the dictionaries' loaders (features/i18n/dictionary-files.ts). */
  dictionaryLoaders: number;
  /** A locale code to its dictionaries' files, by name (`shell`, a feature folder). */
  locales: Record<string, Record<string, number>>;
  defaultLocale: string;
  /** The user store's sessionStorage key and the chosen language's localStorage key. */
  sessionKey: string;
  localeKey: string;
}

/** What is read of sessionStorage and localStorage (the build's tools pass their own). */
export interface StoredValues {
  getItem(key: string): string | null;
}

export const ROUTE_FILES_ID = 'route-files';
export const HOME_PATH = '/';
/** The shell's dictionary, as features/i18n names it (this file imports nothing). */
export const SHELL_DICTIONARY = 'shell';

/** The hash route's path, before `?` (what main.tsx and the router read). */
export function routePath(hash: string): string {
  return hash.slice(1).split('?')[0] || HOME_PATH;
}

/** As the user store reads it (features/session/store.ts): the saved one, else the remembered. */
function storedLocale(map: RouteFilesMap, session: StoredValues, local: StoredValues): unknown {
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
 * The route's files, then the dictionaries' loaders and its dictionaries' files (the shell's,
 * the page's) in the language the user store will start in (saved locale, else the remembered
 * one, else the default), so the preloaded files are the ones the app asks for. An unknown
 * route is sent home, so home's.
 */
export function routeFiles(
  map: RouteFilesMap,
  hash: string,
  session: StoredValues,
  local: StoredValues,
): string[] {
  const path = Object.hasOwn(map.routes, routePath(hash)) ? routePath(hash) : HOME_PATH;
  const code = storedLocale(map, session, local);
  const texts =
    (typeof code === 'string' && Object.hasOwn(map.locales, code)
      ? map.locales[code]
      : map.locales[map.defaultLocale]) ?? {};
  const names = [SHELL_DICTIONARY, ...(map.routeDictionaries[path] ?? [])];
  return [...(map.routes[path] ?? []), map.dictionaryLoaders, ...names.map((n) => texts[n] ?? -1)]
    .map((i) => map.files[i])
    .filter((f): f is string => f !== undefined);
}
