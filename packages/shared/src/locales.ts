/**
 * The five supported locales (spec section 9: "Supported locales: zhTw, en, ja, kr, th;
 * default en"). The codes are the product's own (used in storage, URLs and message files),
 * not BCP-47; `LOCALE_BCP47` translates them for `Intl`.
 */

/** In the language popup's order. */
export const LOCALES = ['zhTw', 'en', 'kr', 'ja', 'th'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language popup shows it. */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  zhTw: '繁體中文',
  en: 'English',
  kr: '한국어',
  ja: '日本語',
  th: 'ไทย',
};

/** For `Intl` (number and date formatting) and the `lang` attribute. */
export const LOCALE_BCP47: Readonly<Record<Locale, string>> = {
  zhTw: 'zh-TW',
  en: 'en',
  kr: 'ko',
  ja: 'ja',
  th: 'th',
};

/**
 * Each locale's group and decimal separators, as Intl formats numbers in it (amount.test.ts
 * checks them against Intl): written here because a page's first `Intl.NumberFormat` loads the
 * locale's ICU data, ~20 ms of the main thread in the render that shows the first figures.
 */
export const LOCALE_SEPARATORS: Readonly<Record<Locale, { group: string; decimal: string }>> = {
  zhTw: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
  kr: { group: ',', decimal: '.' },
  ja: { group: ',', decimal: '.' },
  th: { group: ',', decimal: '.' },
};

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

/** Spec section 4: a saved locale that is not one of the five falls back to en. */
export function resolveLocale(x: unknown): Locale {
  return isLocale(x) ? x : DEFAULT_LOCALE;
}

/**
 * One language tag (our code or BCP-47) to a supported locale, or undefined.
 * Our codes match case-insensitively ('zhtw', 'KR'). For BCP-47 only the primary language
 * counts: every Chinese tag maps to zhTw (Traditional is the only Chinese we have, and is far
 * closer to a zh-CN reader than English), ko to kr, ja, th and en to themselves.
 */
function matchTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  const own = LOCALES.find((l) => l.toLowerCase() === lower);
  if (own) return own;
  switch (lower.split(/[-_]/)[0]) {
    case 'zh':
      return 'zhTw';
    case 'ko':
      return 'kr';
    case 'ja':
      return 'ja';
    case 'th':
      return 'th';
    case 'en':
      return 'en';
    default:
      return undefined;
  }
}

/**
 * Picks the locale from an Accept-Language header ('ko-KR,ko;q=0.9,en;q=0.8') or a bare code
 * ('zhTw'). Entries are tried by descending q (ties keep header order); q=0 means "not
 * acceptable" and is skipped; '*' and unknown languages are skipped. Falls back to en.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const entries = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      let q = 1;
      for (const param of params) {
        const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
        if (m) q = Number(m[1]);
      }
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((e) => e.q > 0)
    // Array.prototype.sort is stable, so equal q keeps the header's order.
    .sort((a, b) => b.q - a.q);
  for (const { tag } of entries) {
    const locale = matchTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
