import type { MarketSummary, marketRoute } from '@xbond/shared/api/market';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export const MARKET_URL: (typeof marketRoute)['url'] = '/api/v2/common/market';

/** The server reads the chain's price at most every 15 s: asking more often shows nothing new. */
export const MARKET_REFRESH_MS = 15_000;

const MARKET_KEY = ['market'] as const;

export const getMarket = () => api.get<MarketSummary>(MARKET_URL);

/**
 * Asks unless the last answer is younger than `staleTime` (coming back to home within
 * seconds shows the figures just read); a failure is kept in the query's state.
 */
const readMarket = (staleTime: number) =>
  queryClient
    .fetchQuery({
      queryKey: MARKET_KEY,
      queryFn: getMarket,
      staleTime,
      // Nothing observes it (see useMarket): kept while home may show it.
      gcTime: Number.POSITIVE_INFINITY,
    })
    .catch(() => {});

const subscribe = (listener: () => void) =>
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === MARKET_KEY[0]) listener();
  });
const snapshot = () => queryClient.getQueryCache().find({ queryKey: MARKET_KEY })?.state;

/**
 * X's price and the total staked, public; read every 15 s while the page is visible, and at
 * once when it becomes visible again. Through the shared query client but without TanStack's
 * observers (useQuery), which would add ~3 KB gzip to home's first load.
 */
export function useMarket() {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    const read = (staleTime: number) => {
      if (document.visibilityState === 'visible') void readMarket(staleTime);
    };
    const onVisible = () => read(MARKET_REFRESH_MS);
    onVisible();
    const timer = setInterval(() => read(0), MARKET_REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  const data = state?.data as MarketSummary | undefined;
  // A failed poll keeps the last figures; only a page with none says it could not read them.
  return { data, isError: state?.status === 'error' && data === undefined };
}
