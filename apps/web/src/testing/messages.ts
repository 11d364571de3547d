/**
 * Every dictionary of a language merged into one, as a page sees them once its dictionaries
 * are loaded: what tests render with and compare texts against.
 */
import type { Locale } from '@xbond/shared/locales';
import type { CustomTypeOptions } from 'i18next';

export type Messages = CustomTypeOptions['resources']['translation'];
type Tree = { [key: string]: string | Tree };

// Read eagerly: tests render components without the pages' loaders that fetch these.
const FILES = import.meta.glob<Tree>(['../locales/shell/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

function mergeInto(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const had = into[key];
    into[key] =
      typeof value === 'object' && typeof had === 'object' ? mergeInto(had, value) : value;
  }
  return into;
}

/** All of `locale`'s messages. */
export function messagesOf(locale: Locale): Messages {
  const merged: Tree = {};
  for (const [file, messages] of Object.entries(FILES)) {
    if (file.endsWith(`/${locale}.json`)) mergeInto(merged, structuredClone(messages));
  }
  return merged as unknown as Messages;
}

export const en = messagesOf('en');

/** A dotted key's message ('' when there is none). */
export function messageAt(messages: Messages, key: string): string {
  let at: unknown = messages;
  for (const part of key.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  return typeof at === 'string' ? at : '';
}
