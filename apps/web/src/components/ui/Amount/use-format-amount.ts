import { formatDisplay } from '@xbond/shared/amount';
import { resolveLocale } from '@xbond/shared/locales';
import { useTranslation } from 'react-i18next';

/** At most 6 fraction digits, truncated: a figure is never shown larger than it is. */
const FRACTION_DIGITS = 6;

/**
 * How an amount is written in the page's language ('1,234.5'), through the shared formatter.
 * The language is i18next's, which the page started in the session's locale.
 */
export function useFormatAmount(): (value: string) => string {
  const { i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  return (value) => formatDisplay(value, { locale, maxFractionDigits: FRACTION_DIGITS });
}
