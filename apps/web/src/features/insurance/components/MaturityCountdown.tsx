import { formatDuration, toMillis } from '@xbond/shared/time';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/lib/server-clock';

const DAY_SECONDS = 86_400;

/** Live time left to the order's maturity by the server's clock; a skeleton until it is known. */
export function MaturityCountdown({
  maturityTime,
  testId,
}: {
  maturityTime: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const now = useServerNow();
  if (now === null) return <span className="skeleton skeleton--line" data-testid={testId} />;
  const left = Math.max(0, Math.floor((toMillis(maturityTime) - now) / 1000));
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
