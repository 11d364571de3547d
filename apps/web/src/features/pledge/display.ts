import { formatDisplay } from '@xbond/shared/amount';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/session/store';
import { bpsPercent, ratePercent } from './rates';

/** At most 6 fraction digits, truncated (a figure is never shown larger than it is). */
const FRACTION_DIGITS = 6;

/** How the staking screens write amounts and rates in the user's language. */
export function usePledgeFormat() {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  return {
    amount: (value: string) => formatDisplay(value, { locale, maxFractionDigits: FRACTION_DIGITS }),
    /** Every rate says over what period it is (visual.md): '0.3% per day'. */
    perDay: (ppm: number) => t('pledge.ratePerDay', { rate: ratePercent(ppm, locale) }),
    /** A rate in basis points as a bare percent ('5%'): its label says the period. */
    percent: (bps: number) => `${bpsPercent(bps, locale)}%`,
    band: (minPpm: number, maxPpm: number) =>
      t('pledge.bandPerDay', {
        min: ratePercent(minPpm, locale),
        max: ratePercent(maxPpm, locale),
      }),
  };
}
