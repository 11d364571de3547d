/**
 * Test fixtures of the insurance screens: the API as a real local HTTP server holding the
 * pool and the signed-in user's policies (scripted per test).
 */
import type { InsurancePolicy, InsurancePool } from '@xbond/shared/api/insurance';
import { freshApiPage } from '@/testing/api-page';
import {
  fail,
  ok,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '@/testing/api-server';
import { SYSTEM_INFO } from '@/testing/session';

export { ALICE } from '@/testing/api-page';

/** A policy bought on 2024-12-02 on a 30-day order maturing 2025-01-03 (server time is 2025-01-01). */
export function policy(n: number, partial: Partial<InsurancePolicy> = {}): InsurancePolicy {
  return {
    id: String(n),
    orderId: String(10 + n),
    orderNumber: `P20241202000${n}`,
    orderAmount: '1000',
    days: 30,
    maturityTime: '2025-01-03T00:00:00.000Z',
    currency: 'USDD',
    amount: '800',
    premiumBps: 500,
    premium: '80',
    priceAtPurchase: '2',
    insuredValue: '1600',
    minReturnBps: 0,
    guarantee: '1600',
    status: 'active',
    boughtAt: '2024-12-04T00:00:00.000Z',
    maturityPrice: null,
    maturityValue: null,
    payout: null,
    shortfall: null,
    ...partial,
  };
}

/** What the fake API holds. */
export const insurance: {
  assets: InsurancePool['assets'];
  activePolicies: number;
  policies: InsurancePolicy[];
  overrides: Record<string, Reply[]>;
} = { assets: [], activePolicies: 0, policies: [], overrides: {} };

function reset(): void {
  insurance.assets = [
    { currency: 'USDD', balance: '12500.5', premiumsIn: '13000.5', payoutsOut: '500' },
    { currency: 'X', balance: '40', premiumsIn: '40', payoutsOut: '0' },
  ];
  insurance.activePolicies = 7;
  insurance.policies = [];
  insurance.overrides = {};
}

function pool(req: RecordedRequest): InsurancePool {
  const q = new URL(req.url, 'http://x').searchParams;
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 20);
  return {
    assets: insurance.assets,
    activePolicies: insurance.activePolicies,
    items: insurance.policies.slice((page - 1) * pageSize, page * pageSize),
    total: insurance.policies.length,
    page,
    pageSize,
  };
}

/** The fake API: system info and the insurance routes. */
export function apiRoute(req: RecordedRequest): Reply {
  const path = req.url.split('?')[0] ?? '';
  const override = insurance.overrides[path]?.shift();
  if (override) return override;
  switch (path) {
    case '/api/v2/common/system_info':
      return ok(SYSTEM_INFO);
    case '/api/v2/insurance/pool':
      return ok(pool(req));
    case '/api/v2/insurance/summary': {
      const { assets, activePolicies } = pool(req);
      return ok({ assets, activePolicies });
    }
    case '/api/v2/insurance/detail': {
      const id = new URL(req.url, 'http://x').searchParams.get('id');
      const found = insurance.policies.find((p) => p.id === id);
      return found ? ok(found) : fail(2126, 'Insurance policy not found.');
    }
    default:
      return { status: 404, text: 'no route' };
  }
}

/** A fresh page: stores, caches, the API client on `server`, signed in as Alice or not. */
export function freshPage(server: TestApiServer, signedIn = true): void {
  reset();
  freshApiPage(server, { signedIn });
}
