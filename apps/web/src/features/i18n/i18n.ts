/**
 * i18next setup. Only the current locale's messages are loaded (each locale file is its own
 * chunk); switching language reloads the page (spec section 2), so one locale per page load
 * is all we ever need.
 */
import { LOCALE_BCP47, type Locale } from '@xbond/shared/locales';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '@/locales/en.json';

export type Messages = typeof en;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('@/locales/en.json'),
  zhTw: () => import('@/locales/zhTw.json'),
  kr: () => import('@/locales/kr.json'),
  ja: () => import('@/locales/ja.json'),
  th: () => import('@/locales/th.json'),
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]().then((m) => m.default);
}

/** Starts i18next with one locale's messages and marks the document's language. */
export async function initI18n(locale: Locale, messages?: Messages): Promise<typeof i18n> {
  const translation = messages ?? (await loadMessages(locale));
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation } },
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = LOCALE_BCP47[locale];
  return i18n;
}
