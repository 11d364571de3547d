import { useTranslation } from '@/lib/use-translation';
import { useDaysAndTime, useSecondsLeft } from './seconds-left';

interface RemainingTimeProps {
  /** ISO 8601: when the order or policy matures. */
  until: string;
  /**
   * The server's seconds left when the list was read: shown until the server clock is known.
   * Without it, a skeleton stands there meanwhile.
   */
  readSeconds?: number;
  testId?: string;
}

/** The time left to a maturity, live, by the server's clock (the demo's may be days ahead). */
export function RemainingTime({ until, readSeconds, testId }: RemainingTimeProps) {
  const { t } = useTranslation();
  const daysAndTime = useDaysAndTime();
  const left = useSecondsLeft(until) ?? readSeconds;
  if (left === undefined) return <span className="skeleton skeleton--line" data-testid={testId} />;
  return (
    <span className="tabular" data-testid={testId}>
      {left === 0 ? t('common.matured') : daysAndTime(left)}
    </span>
  );
}
