import { formatDuration, toMillis } from '@xbond/shared/time';
import { useServerNow } from '@/lib/server-clock';
import { useTranslation } from '@/lib/use-translation';

const DAY_SECONDS = 86_400;

/** Whole seconds left to `until` by the server's clock (null until that clock is known). */
export function useSecondsLeft(until: string): number | null {
  const now = useServerNow();
  return now === null ? null : Math.max(0, Math.floor((toMillis(until) - now) / 1000));
}

/** Seconds as '3 d 04:05:06' in the user's language, or '04:05:06' under a day. */
export function useDaysAndTime(): (seconds: number) => string {
  const { t } = useTranslation();
  return (seconds) => {
    const days = Math.floor(seconds / DAY_SECONDS);
    const time = formatDuration(seconds % DAY_SECONDS);
    return days > 0 ? t('common.daysTime', { days, time }) : time;
  };
}
