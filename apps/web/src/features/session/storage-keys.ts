/**
 * Where the user store keeps itself (sessionStorage) and the chosen language (localStorage).
 * A module of its own because the build reads it too: index.html's first-visit preloads pick
 * the language file the store will (`route-preload.ts`).
 */
export const SESSION_STORAGE_KEY = 'xbond.session';
export const LOCALE_STORAGE_KEY = 'xbond.locale';
