/**
 * The texts at run time: each language's messages (the dictionaries features/i18n fetches),
 * the language the app started in, and the translate function. Ours, not i18next's runtime
 * (apps/web/README.md, "Performance budget"): the app looks a key up and fills `{{name}}` in, no
 * more, and i18next's 13 KB gzip rode on every first visit. i18next's `TFunction` type stays,
 * for its compile-time check of every key against the English dictionaries
 * (types/i18next.d.ts); it costs no byte.
 * A change of language reloads the page (LanguagePopup), so the language is set once.
 */
import type { TFunction } from 'i18next';

type Tree = { [key: string]: unknown };

export interface TranslateOptions {
  /** The text when the key has none (a kind the server added after this build). */
  defaultValue?: string;
  [name: string]: unknown;
}

const messages = new Map<string, Tree>();
let language = '';

/** Merges `from` into `into`: two dictionaries may fill one key (charts.reserveBond beside charts). */
function mergeInto(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    const had = into[key];
    if (isTree(value) && isTree(had)) mergeInto(had, value);
    else into[key] = isTree(value) ? structuredClone(value) : value;
  }
}

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

function lookup(locale: string, key: string): string | undefined {
  let node: unknown = messages.get(locale);
  for (const part of key.split('.')) node = isTree(node) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` filled from `values`; one not given stays as written, null shows empty. */
function fill(text: string, values: TranslateOptions | undefined): string {
  return text.replace(/\{\{([^{}]+)\}\}/g, (match, name: string) => {
    const value = values?.[name.trim()];
    return value === undefined ? match : String(value ?? '');
  });
}

function translate(locale: string, key: string, options?: TranslateOptions): string {
  return fill(lookup(locale, key) ?? options?.defaultValue ?? key, options);
}

/** The language's translate function: a key's text, else its `defaultValue`, else the key. */
export function translatorOf(locale: string): TFunction {
  return ((key: string, options?: TranslateOptions) =>
    translate(locale, key, options)) as unknown as TFunction;
}

export const i18n = {
  /** The language the app runs in. */
  get language(): string {
    return language;
  },
  setLanguage(locale: string): void {
    language = locale;
  },
  /** Translates in the app's language. */
  t: ((key: string, options?: TranslateOptions) =>
    translate(language, key, options)) as unknown as TFunction,
  /** Adds `locale`'s messages, merged into those it has. */
  addMessages(locale: string, added: Tree): void {
    const into = messages.get(locale) ?? {};
    mergeInto(into, added);
    messages.set(locale, into);
  },
  /** Whether `locale` (the app's language by default) has a text for `key`. */
  has(key: string, locale: string = language): boolean {
    return lookup(locale, key) !== undefined;
  },
};
