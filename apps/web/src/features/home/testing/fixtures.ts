/**
 * Test fixtures of home's live figures: the system info in the store and the public market
 * summary from a real local HTTP server, scripted per test. Nobody is signed in.
 */
import type { SystemInfo } from '@xbond/shared/api/common';
import type { MarketSummary } from '@xbond/shared/api/market';
import { freshApiPage } from '@/testing/api-page';
import { ok, type RecordedRequest, type Reply, type TestApiServer } from '@/testing/api-server';
import { SYSTEM_INFO } from '@/testing/session';

export const home: {
  system: SystemInfo;
  market: MarketSummary;
  overrides: Record<string, Reply[]>;
} = { system: SYSTEM_INFO, market: { prices: [], totalStaked: '0' }, overrides: {} };

function reset(): void {
  home.system = {
    ...SYSTEM_INFO,
    // 23:00 UTC by the server: the day's settlement is an hour away.
    serverTime: '2025-01-01T23:00:00.000Z',
    pools: [
      { pool: 'reward_pool', asset: 'X', balance: '250000.123456' },
      { pool: 'insurance_pool', asset: 'USDD', balance: '1200.5' },
      { pool: 'insurance_pool', asset: 'X', balance: '40' },
    ],
  };
  home.market = {
    prices: [
      {
        asset: 'X',
        price: '0.4125',
        reference: '0.4125',
        deviationBps: 0,
        moving: false,
        at: '2025-01-01T22:59:50.000Z',
        stale: false,
      },
      {
        asset: 'TNB',
        price: '3',
        reference: '3',
        deviationBps: 0,
        moving: false,
        at: '2025-01-01T22:59:50.000Z',
        stale: false,
      },
    ],
    totalStaked: '1234567.5',
  };
  home.overrides = {};
}

export function apiRoute(req: RecordedRequest): Reply {
  const path = req.url.split('?')[0] ?? '';
  const override = home.overrides[path]?.shift();
  if (override) return override;
  switch (path) {
    case '/api/v2/common/system_info':
      return ok(home.system);
    case '/api/v2/common/market':
      return ok(home.market);
    default:
      return { status: 404, text: 'no route' };
  }
}

/**
 * A fresh page for a visitor: stores, caches, the API client on `server`, and the system info
 * the page start puts in the store.
 */
export function freshPage(server: TestApiServer): void {
  reset();
  freshApiPage(server, { signedIn: false, systemInfo: home.system });
}
