import type { PrizePeriod } from '@xbond/shared/api/prize';
import { useEffect, useRef } from 'react';
import { queryClient } from '@/lib/query-client';

/** The job runner settles an ended period within a tick or two (JOBS_INTERVAL_MS, 5 s). */
const SETTLE_MS = 6000;

/**
 * What the page does when the period's countdown reaches zero: the next period's pool and
 * ranking are read at once, the winners once the ended period has been settled.
 */
export function useRollover(viewer: string, period: PrizePeriod): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['prize_info', viewer, period] });
    void queryClient.invalidateQueries({ queryKey: ['prize_ranking', viewer, period] });
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: ['prize_winners', viewer, period] }),
      SETTLE_MS,
    );
  };
}
