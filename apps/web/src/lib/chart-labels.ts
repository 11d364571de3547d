import { LOCALE_BCP47, type Locale } from '@xbond/shared/locales';

/**
 * How the charts name their points. A day is a UTC day (the settlement's), so it is named in
 * UTC whatever the reader's zone; a moment (a pool's step) in the reader's own time zone.
 */
export const dayLabel = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_BCP47[locale], {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

export const momentLabel = (iso: string, locale: Locale, withDate: boolean) =>
  new Intl.DateTimeFormat(LOCALE_BCP47[locale], {
    ...(withDate ? { month: 'short', day: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** Unix seconds of a UTC day's start, or of a moment: the charts' x. */
export const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
export const isoSeconds = (iso: string) => Date.parse(iso) / 1000;
