import { formatDisplay } from '@xbond/shared/amount';
import { div } from '@xbond/shared/math';
import { formatDate } from '@xbond/shared/time';
import { useSession } from '@/features/session/store';

/** At most 6 fraction digits, truncated (a figure is never shown larger than it is). */
const FRACTION_DIGITS = 6;
const BPS_PER_PERCENT = 100;
const PPM_PER_PERCENT = 10_000;

/** How the team screens write amounts, rates and dates in the user's language. */
export function useTeamFormat() {
  const locale = useSession((s) => s.applicationLocale);
  return {
    amount: (value: string) => formatDisplay(value, { locale, maxFractionDigits: FRACTION_DIGITS }),
    /** Basis points as a percent: 500 -> '5%'. */
    bps: (bps: number) => `${formatDisplay(div(bps, BPS_PER_PERCENT), { locale })}%`,
    /** Parts per million as a percent: 250000 -> '25%'. */
    ppm: (ppm: number) => `${formatDisplay(div(ppm, PPM_PER_PERCENT), { locale })}%`,
    date: (iso: string) => formatDate(iso, 'YYYY-MM-DD'),
    /** A settled day as the server names its period ('day:2026-11-23') -> '2026-11-23'. */
    day: (period: string) => period.replace(/^day:/, ''),
    time: (iso: string) => formatDate(iso),
  };
}

export type TeamFormat = ReturnType<typeof useTeamFormat>;
