/**
 * The texts' loading. The messages come in dictionaries, one per feature and language (each
 * its own chunk): the shell's (the frame, the session, the texts shared by several features)
 * loads at boot, a feature's with its pages (app/router.tsx), so a first visit fetches only what the
 * page it opens says. Which texts go in which dictionary: README.md, "Strings".
 */
import { LOCALE_BCP47, type Locale } from '@xbond/shared/locales';
import { i18n } from '@/lib/i18n';

/** The shell's dictionary, or a feature folder's name. */
export type DictionaryName = string;
/** The shell's dictionary's name (and the folder of its files, src/locales/shell). */
export const SHELL_DICTIONARY: DictionaryName = 'shell';

/** The dictionaries this page has asked for: a language change fetches them in the new one. */
const wanted = new Set<DictionaryName>();

/** The fetching of dictionaries (dictionary-files.ts), itself fetched when first needed. */
let files: Promise<typeof import('./dictionary-files')> | undefined;

/** Fetches `names`' dictionaries in `locale` into lib/i18n; a missing file is a build error. */
function fetchInto(locale: Locale, names: Iterable<DictionaryName>): Promise<void> {
  files ??= import('./dictionary-files');
  return files.then((m) => m.fetchDictionaries(locale, names));
}

/**
 * Fetches `names`' dictionaries in the current language, resolved when they are in (so
 * the page that needs them renders without a raw key), and keeps them for a language change.
 */
export function loadDictionaries(names: readonly DictionaryName[]): Promise<void> {
  for (const name of names) wanted.add(name);
  return fetchInto(i18n.language as Locale, names);
}

/**
 * Sets the app's language, without messages yet: the shell's dictionary and the pages' follow
 * (`loadDictionaries`), each before what needs it renders.
 */
export function startI18n(locale: Locale): void {
  i18n.setLanguage(locale);
  document.documentElement.lang = LOCALE_BCP47[locale];
}

/**
 * Fetches, in `locale`, every dictionary this page has loaded (the shell's and its pages'), for
 * a change of language: rejects when one cannot be fetched, so the change can be refused whole.
 */
export function loadLanguage(locale: Locale): Promise<void> {
  return fetchInto(locale, wanted);
}

/** Adds messages directly (tests, which render components without their pages' loaders). */
export function addMessages(locale: Locale, messages: Record<string, unknown>): void {
  i18n.addMessages(locale, messages);
}
