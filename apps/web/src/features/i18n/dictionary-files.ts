/**
 * Fetching the dictionaries: every dictionary of every language is its own chunk, fetched when
 * first asked for. This module is a chunk of its own, not part of the entry: its sixty-odd
 * loaders would add ~1 KB gzip to the shell, and the boot script fetches it beside the page
 * anyway (route-preload.ts).
 */
import type { Locale } from '@xbond/shared/locales';
import { i18n } from '@/lib/i18n';
import { SHELL_DICTIONARY } from './i18n';

// Keys: `../../locales/shell/<lang>.json`, `../<feature>/locales/<lang>.json`.
const FILES = import.meta.glob<Record<string, unknown>>(
  ['../../locales/shell/*.json', '../*/locales/*.json'],
  { import: 'default' },
);

/** Each dictionary fetched or being fetched, by `<locale>/<name>`: asked for twice, fetched once. */
const fetched = new Map<string, Promise<void>>();

function fetchOne(locale: Locale, name: string): Promise<void> {
  const key = `${locale}/${name}`;
  let done = fetched.get(key);
  if (done) return done;
  const load =
    FILES[
      name === SHELL_DICTIONARY
        ? `../../locales/shell/${locale}.json`
        : `../${name}/locales/${locale}.json`
    ];
  if (!load) return Promise.reject(new Error(`no ${locale} dictionary for ${name}`));
  // Deep: two dictionaries may fill one namespace (charts.reserveBond beside the shell's charts).
  done = load().then((messages) => {
    i18n.addMessages(locale, messages);
  });
  // A failed fetch (the network) is tried again the next time it is asked for.
  done.catch(() => fetched.delete(key));
  fetched.set(key, done);
  return done;
}

/** Fetches `names`' dictionaries (`shell`, feature folders) in `locale` into the texts. */
export function fetchDictionaries(locale: Locale, names: Iterable<string>): Promise<void> {
  return Promise.all([...names].map((name) => fetchOne(locale, name))).then(() => undefined);
}
