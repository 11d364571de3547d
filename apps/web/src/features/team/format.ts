import { formatDate } from '@xbond/shared/time';
import { useFormat } from '@/lib/format';

/** How the team screens write amounts, rates and dates in the user's language. */
export function useTeamFormat() {
  const fmt = useFormat();
  return {
    amount: fmt.amount,
    /** Basis points as a percent: 500 -> '5%'. */
    bps: fmt.percent,
    /** Parts per million as a percent: 250000 -> '25%'. */
    ppm: fmt.ppm,
    date: (iso: string) => formatDate(iso, 'YYYY-MM-DD'),
    /** A settled day as the server names its period ('day:2026-11-23') -> '2026-11-23'. */
    day: (period: string) => period.replace(/^day:/, ''),
    time: (iso: string) => formatDate(iso),
  };
}

export type TeamFormat = ReturnType<typeof useTeamFormat>;
