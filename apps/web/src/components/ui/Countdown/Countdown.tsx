import { formatDuration } from '@xbond/shared/time';
import { useEffect, useRef } from 'react';
import { useDaysAndTime, useSecondsLeft } from './seconds-left';

interface CountdownProps {
  /** ISO 8601: the end of the epoch or period in progress. */
  until: string;
  /** Called once the server's clock passes `until` and `afterEndMs` more have gone by. */
  onEnd: () => void;
  /** How long the server's jobs need after the end before the next figures are there. */
  afterEndMs: number;
  /** Days spelled out ('3 d 04:05:06'), for periods of weeks and months. */
  spellDays?: boolean;
  testId?: string;
}

/** The time to the end of an epoch or period, live, by the server's clock. */
export function Countdown({ until, onEnd, afterEndMs, spellDays, testId }: CountdownProps) {
  const left = useSecondsLeft(until);
  const daysAndTime = useDaysAndTime();
  const ended = left === 0;
  const latest = useRef(onEnd);
  latest.current = onEnd;
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => latest.current(), afterEndMs);
    return () => clearTimeout(timer);
  }, [ended, afterEndMs]);
  let shown = '–';
  if (left !== null) shown = spellDays ? daysAndTime(left) : formatDuration(left);
  return (
    <span className="tabular" data-testid={testId} role="timer">
      {shown}
    </span>
  );
}
