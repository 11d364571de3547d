import { formatDuration, toMillis } from '@xbond/shared/time';
import { useEffect, useRef } from 'react';
import { useServerNow } from '@/lib/server-clock';

/** After the epoch ends, the runner needs a moment: the figures are read again then. */
const AFTER_EPOCH_MS = 3000;

interface CountdownProps {
  /** ISO 8601: the end of the current epoch. */
  until: string;
  /** Called once the server's clock passes `until` (the next epoch's figures). */
  onDone: () => void;
  testId?: string;
}

/** The time to the next rebase or release, live, by the server's clock. */
export function Countdown({ until, onDone, testId }: CountdownProps) {
  const now = useServerNow();
  const left = now === null ? null : Math.max(0, Math.floor((toMillis(until) - now) / 1000));
  const done = left === 0;
  const latest = useRef(onDone);
  latest.current = onDone;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => latest.current(), AFTER_EPOCH_MS);
    return () => clearTimeout(timer);
  }, [done]);
  return (
    <span className="tabular" data-testid={testId}>
      {left === null ? '–' : formatDuration(left)}
    </span>
  );
}
