/**
 * Every dictionary of every language, each its own chunk, fetched when first asked for. In a
 * chunk of its own, not the entry: its sixty-odd loaders would add ~1 KB gzip to the shell, and
 * the boot script fetches this chunk beside the page anyway (route-preload.ts).
 * Keys: `../../locales/shell/<lang>.json`, `../<feature>/locales/<lang>.json`.
 */
export const DICTIONARY_FILES = import.meta.glob<Record<string, unknown>>(
  ['../../locales/shell/*.json', '../*/locales/*.json'],
  { import: 'default' },
);
