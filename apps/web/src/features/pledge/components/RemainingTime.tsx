import { formatDuration, toMillis } from '@xbond/shared/time';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/lib/server-clock';

const DAY_SECONDS = 86_400;

interface RemainingTimeProps {
  /** ISO 8601: when the order matures. */
  maturityTime: string;
  /** The server's seconds left when the list was read: shown until the server clock is known. */
  remainingSeconds: number;
  testId?: string;
}

/** The remaining reward time, live, by the server's clock (the demo's may be days ahead). */
export function RemainingTime({ maturityTime, remainingSeconds, testId }: RemainingTimeProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  const left =
    now === null
      ? remainingSeconds
      : Math.max(0, Math.floor((toMillis(maturityTime) - now) / 1000));
  const days = Math.floor(left / DAY_SECONDS);
  const time = formatDuration(left % DAY_SECONDS);
  return (
    <span className="tabular" data-testid={testId}>
      {left === 0
        ? t('pledge.orders.matured')
        : days > 0
          ? t('pledge.orders.remainingDays', { days, time })
          : time}
    </span>
  );
}
