import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, SESSION_STORAGE_KEY } from '@/features/session/storage-keys';
import { type RouteFilesMap, routeFiles, routePath } from './route-files';

const MAP: RouteFilesMap = {
  files: [
    '/assets/Home.js',
    '/assets/Pledge.js',
    '/assets/kit.css',
    '/assets/shell-en.js',
    '/assets/shell-th.js',
    '/assets/home-en.js',
    '/assets/home-th.js',
    '/assets/pledge-en.js',
    '/assets/insurance-en.js',
    '/assets/dictionary-files.js',
  ],
  routes: { '/': [0], '/pages/pledge/index': [1, 2] },
  dictionaryLoaders: 9,
  routeDictionaries: { '/': ['home'], '/pages/pledge/index': ['pledge', 'insurance'] },
  locales: {
    en: { shell: 3, home: 5, pledge: 7, insurance: 8 },
    th: { shell: 4, home: 6 },
  },
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

  it('takes the route’s page files, then the shell’s and the page’s dictionaries', () => {
    expect(files('#/pages/pledge/index')).toEqual([
      '/assets/Pledge.js',
      '/assets/kit.css',
      '/assets/dictionary-files.js',
      '/assets/shell-en.js',
      '/assets/pledge-en.js',
      '/assets/insurance-en.js',
    ]);
  });

  it('an unknown route gets home’s files, as the app sends it home', () => {
    expect(files('#/nowhere')).toEqual([
      '/assets/Home.js',
      '/assets/dictionary-files.js',
      '/assets/shell-en.js',
      '/assets/home-en.js',
    ]);
  });

  it('picks the language as the user store does: the session’s, else the remembered one', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'th');
    expect(files('#/')).toEqual([
      '/assets/Home.js',
      '/assets/dictionary-files.js',
      '/assets/shell-th.js',
      '/assets/home-th.js',
    ]);
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ applicationLocale: 'en' }));
    expect(files('#/')).toEqual([
      '/assets/Home.js',
      '/assets/dictionary-files.js',
      '/assets/shell-en.js',
      '/assets/home-en.js',
    ]);
  });

  it('an unknown or unreadable language falls back to the default', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(files('#/')).toEqual([
      '/assets/Home.js',
      '/assets/dictionary-files.js',
      '/assets/shell-en.js',
      '/assets/home-en.js',
    ]);
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'th');
    expect(files('#/')).toEqual([
      '/assets/Home.js',
      '/assets/dictionary-files.js',
      '/assets/shell-th.js',
      '/assets/home-th.js',
    ]);
  });

  it('leaves out a dictionary the map does not have in that language', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'th');
    expect(files('#/pages/pledge/index')).toEqual([
      '/assets/Pledge.js',
      '/assets/kit.css',
      '/assets/dictionary-files.js',
      '/assets/shell-th.js',
    ]);
  });
});
