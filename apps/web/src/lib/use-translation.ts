/**
 * The translate function, for components. Ours, not react-i18next's hook (apps/web/README.md,
 * "Performance budget"): the language is set once at start (a change reloads the page), so
 * there is nothing to subscribe to. `i18n.language` is the app's language.
 */
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  return { t: i18n.t, i18n };
}
