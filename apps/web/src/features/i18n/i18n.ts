/**
 * i18next setup. The messages come in dictionaries, one per feature and language (each its own
 * chunk): the shell's (the frame, the session, the texts shared by several features) loads at
 * boot, a feature's with its pages (app/router.tsx), so a first visit fetches only what the
 * page it opens says. Each file is made by /work/tools/split-locales.mjs's owners table
 * (README.md, "Strings").
 */
import { LOCALE_BCP47, type Locale } from '@xbond/shared/locales';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The shell's dictionary, or a feature folder's name. */
export type DictionaryName = string;
export type Dictionary = Record<string, unknown>;

export const SHELL_DICTIONARY: DictionaryName = 'shell';

// Every dictionary of every language, each its own chunk, fetched when first asked for.
// Keys: `../../locales/shell/<lang>.json`, `../<feature>/locales/<lang>.json`.
const FILES = import.meta.glob<Dictionary>(
  ['../../locales/shell/*.json', '../*/locales/*.json', '!**/*.test.*'],
  { import: 'default' },
);

const fileOf = (name: DictionaryName, locale: Locale) =>
  name === SHELL_DICTIONARY
    ? `../../locales/shell/${locale}.json`
    : `../${name}/locales/${locale}.json`;

/** The dictionaries this page has asked for: a language change fetches them in the new one. */
const wanted = new Set<DictionaryName>();
/** Each dictionary fetched or being fetched, by `<locale>/<name>`: asked for twice, fetched once. */
const fetched = new Map<string, Promise<void>>();

/** Fetches `names`' dictionaries in `locale` into i18next; a missing file is a build error. */
function fetchInto(locale: Locale, names: Iterable<DictionaryName>): Promise<void> {
  const fetchOne = (name: DictionaryName) => {
    const key = `${locale}/${name}`;
    let done = fetched.get(key);
    if (!done) {
      const load = FILES[fileOf(name, locale)];
      if (!load) return Promise.reject(new Error(`no ${locale} dictionary for ${name}`));
      done = load().then((messages) => addMessages(locale, messages));
      // A failed fetch (the network) is tried again the next time it is asked for.
      done.catch(() => fetched.delete(key));
      fetched.set(key, done);
    }
    return done;
  };
  return Promise.all([...names].map(fetchOne)).then(() => undefined);
}

/**
 * Fetches `names`' dictionaries in the current language, resolved when they are in i18next (so
 * the page that needs them renders without a raw key), and keeps them for a language change.
 */
export function loadDictionaries(names: readonly DictionaryName[]): Promise<void> {
  for (const name of names) wanted.add(name);
  return fetchInto(i18n.language as Locale, names);
}

/** Marks the document's language (for `Intl`, screen readers and the fonts' CSS). */
const markDocument = (locale: Locale) => {
  document.documentElement.lang = LOCALE_BCP47[locale];
};

/**
 * Starts i18next in `locale`, without messages yet: the shell's dictionary and the pages' follow
 * (`loadDictionaries`), each before what needs it renders.
 */
export function startI18n(locale: Locale): typeof i18n {
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {},
    // No backend: nothing to wait for, so the language is set when this returns.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    showSupportNotice: false,
  });
  markDocument(locale);
  return i18n;
}

/**
 * Fetches, in `locale`, every dictionary this page has loaded (the shell's and its pages'),
 * then switches to it; rejects, and stays in the current language, when one cannot be fetched.
 */
export async function changeLanguage(locale: Locale): Promise<void> {
  await fetchInto(locale, wanted);
  await i18n.changeLanguage(locale);
  markDocument(locale);
}

/** Adds messages directly (tests, which render components without their pages' loaders). */
export function addMessages(locale: Locale, messages: Dictionary): void {
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
}
