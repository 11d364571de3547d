/**
 * The translate function of the current language, re-rendering on a change of language. Ours,
 * not react-i18next's hook (README.md, "Stack"): the app needs only this of it, and the
 * library's ~3 KB gzip rode on every first visit. The texts themselves are i18next's
 * (features/i18n), which has already started when anything renders.
 */
import i18n, { type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const language = () => i18n.language;

export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, language, language);
  // A new function for each language: what depends on `t` renders again.
  const t = useMemo(() => i18n.getFixedT(current), [current]);
  return { t, i18n };
}
