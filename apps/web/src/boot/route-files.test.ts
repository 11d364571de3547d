import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, SESSION_STORAGE_KEY } from '@/features/session/storage-keys';
import { type RouteFilesMap, routeFiles, routePath } from './route-files';

const MAP: RouteFilesMap = {
  files: [
    '/assets/Home.js',
    '/assets/Pledge.js',
    '/assets/kit.css',
    '/assets/en.js',
    '/assets/th.js',
  ],
  routes: { '/': [0], '/pages/pledge/index': [1, 2] },
  locales: { en: 3, th: 4 },
  defaultLocale: 'en',
  sessionKey: SESSION_STORAGE_KEY,
  localeKey: LOCALE_STORAGE_KEY,
};

const files = (hash: string) => routeFiles(MAP, hash, sessionStorage, localStorage);

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the boot script’s choice of files', () => {
  it('reads the hash route as the router does', () => {
    expect(routePath('')).toBe('/');
    expect(routePath('#/pages/pledge/index?tab=regular')).toBe('/pages/pledge/index');
  });

  it('takes the route’s page files, then the default language', () => {
    expect(files('#/pages/pledge/index')).toEqual([
      '/assets/Pledge.js',
      '/assets/kit.css',
      '/assets/en.js',
    ]);
  });

  it('an unknown route gets home’s files, as the app sends it home', () => {
    expect(files('#/nowhere')).toEqual(['/assets/Home.js', '/assets/en.js']);
  });

  it('picks the language as the user store does: the session’s, else the remembered one', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'th');
    expect(files('#/')).toEqual(['/assets/Home.js', '/assets/th.js']);
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ applicationLocale: 'en' }));
    expect(files('#/')).toEqual(['/assets/Home.js', '/assets/en.js']);
  });

  it('an unknown or unreadable language falls back to the default', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(files('#/')).toEqual(['/assets/Home.js', '/assets/en.js']);
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'th');
    expect(files('#/')).toEqual(['/assets/Home.js', '/assets/th.js']);
  });
});
