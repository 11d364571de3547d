/**
 * How the app writes amounts and rates in the user's language: the one home of formatting
 * (docs/README.md, "House rules"). Amounts are decimal strings through the shared formatter, never
 * JS numbers.
 */
import { formatDisplay } from '@xbond/shared/amount';
import { type Locale, resolveLocale } from '@xbond/shared/locales';
import { div } from '@xbond/shared/math';
import { useTranslation } from '@/lib/use-translation';

/** At most 6 fraction digits, truncated (a figure is never shown larger than it is). */
export const FRACTION_DIGITS = 6;

const PPM_PER_PERCENT = 10_000;
const BPS_PER_PERCENT = 100;

/** An amount for the locale: '1234.5678901' -> '1,234.56789'. */
export const formatAmount = (value: string, locale: Locale, maxFractionDigits = FRACTION_DIGITS) =>
  formatDisplay(value, { locale, maxFractionDigits });

/** A rate in parts per million as a percent figure for the locale: 3000 -> '0.3'. */
export const ratePercent = (ppm: number, locale: Locale) =>
  formatDisplay(div(ppm, PPM_PER_PERCENT), { locale });

/** A rate in basis points as a percent figure: 500 -> '5'. */
export const bpsPercent = (bps: number, locale: Locale) =>
  formatDisplay(div(bps, BPS_PER_PERCENT), { locale });

/**
 * The formatters in the page's language. The texts' language is the session's locale: the page
 * starts in it and reloads when it changes.
 */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  return {
    locale,
    amount: (value: string) => formatAmount(value, locale),
    /** Every rate says over what period it is (docs/README.md, "Screens"): '0.3% per day'. */
    perDay: (ppm: number) => t('common.ratePerDay', { rate: ratePercent(ppm, locale) }),
    /** A rate in basis points as a bare percent ('5%'): its label says the period. */
    percent: (bps: number) => `${bpsPercent(bps, locale)}%`,
    /** Parts per million as a bare percent: 250000 -> '25%'. */
    ppm: (ppm: number) => `${ratePercent(ppm, locale)}%`,
    band: (minPpm: number, maxPpm: number) =>
      t('common.bandPerDay', {
        min: ratePercent(minPpm, locale),
        max: ratePercent(maxPpm, locale),
      }),
  };
}

export type Format = ReturnType<typeof useFormat>;
