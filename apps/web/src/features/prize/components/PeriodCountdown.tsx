import { formatDuration, toMillis } from '@xbond/shared/time';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/lib/server-clock';

/** Once the period has ended, the server needs a moment to roll over: then read again. */
const AFTER_END_MS = 1500;
const DAY = 86_400;

interface PeriodCountdownProps {
  /** ISO 8601: the end of the period in progress. */
  until: string;
  /** Called once the server's clock passes `until` (the next period's figures). */
  onEnd: () => void;
  testId: string;
}

/** The time left in the period, live by the server's clock; days spelled out for weeks and months. */
export function PeriodCountdown({ until, onEnd, testId }: PeriodCountdownProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  const left = now === null ? null : Math.max(0, Math.floor((toMillis(until) - now) / 1000));
  const ended = left === 0;
  const latest = useRef(onEnd);
  latest.current = onEnd;
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => latest.current(), AFTER_END_MS);
    return () => clearTimeout(timer);
  }, [ended]);
  let shown = '–';
  if (left !== null) {
    const days = Math.floor(left / DAY);
    const time = formatDuration(left % DAY);
    shown = days > 0 ? t('prize.countdownDays', { days, time }) : time;
  }
  return (
    <span className="tabular" data-testid={testId} role="timer">
      {shown}
    </span>
  );
}
