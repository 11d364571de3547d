/**
 * Test fixtures of the staking screens: the API as a real local HTTP server with a small
 * in-memory staking ledger (scripted per test), so requests go through the real client.
 */
import { formatAmount, parseAmount } from '@xbond/shared/amount';
import type { InsuranceCurrency, InsuranceQuote } from '@xbond/shared/api/insurance';
import type { FixedOrder, FixedOrderList, PledgeInfo } from '@xbond/shared/api/pledge';
import type { WalletInfo } from '@xbond/shared/api/user';
import { ALICE, freshApiPage } from '@/testing/api-page';
import {
  fail,
  ok,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '@/testing/api-server';
import { SYSTEM_INFO } from '@/testing/session';

export { ALICE } from '@/testing/api-page';

const X = { asset: 'X', symbol: 'X', decimals: 18 } as const;

/** What the fake API holds for the signed-in user. */
export interface FakeStaking {
  available: string;
  info: PledgeInfo;
  orders: FixedOrder[];
  /** Overrides of a route, in turn (errors, delays). */
  overrides: Record<string, Reply[]>;
}

export function pledgeInfo(): PledgeInfo {
  return {
    flexible: { principal: '0', ratePpm: 3000, yesterdayYield: '0', totalRevenue: '0' },
    min: '10',
    terms: [
      { days: 30, minRatePpm: 4000, maxRatePpm: 6000, todayRatePpm: 5000 },
      { days: 90, minRatePpm: 5000, maxRatePpm: 8000, todayRatePpm: 6500 },
      { days: 180, minRatePpm: 6000, maxRatePpm: 10000, todayRatePpm: 8000 },
      { days: 360, minRatePpm: 8000, maxRatePpm: 12000, todayRatePpm: 10000 },
    ],
    poolHealthPpm: 500_000,
    limit: { max: '100000', used: '0', left: '100000' },
    claimable: '0',
    earnings: { earned: '0', cap: '0', left: '0', frozen: '0', multiple: 5 },
  };
}

export const staking: FakeStaking = {
  available: '0',
  info: pledgeInfo(),
  orders: [],
  overrides: {},
};

export function resetStaking(): void {
  staking.available = '100';
  staking.info = pledgeInfo();
  staking.orders = [];
  staking.overrides = {};
}

/** A regular order; `n` gives its id and order number. */
export function fixedOrder(n: number, partial: Partial<FixedOrder> = {}): FixedOrder {
  return {
    id: String(n),
    orderNumber: `P2025010100000${n}`,
    amount: '1000',
    orderTime: '2025-01-01T00:00:00.000Z',
    days: 30,
    maturityTime: '2025-01-31T00:00:00.000Z',
    minRatePpm: 4000,
    maxRatePpm: 6000,
    expectedMinReward: '120',
    expectedMaxReward: '180',
    remainingRewardTime: 2_592_000,
    released: '0',
    claimed: '0',
    claimable: '0',
    insured: false,
    policyId: null,
    yesterdayYield: '0',
    totalRevenue: '0',
    status: 'active',
    ...partial,
  };
}

const units = (v: string) => parseAmount(v, X.decimals);

/** X's price in USDD the fake insurance quotes at. */
export const X_PRICE = '2';

/** The server's terms (docs/insurance.md): 5% of the covered value, a 0% minimum return. */
export function insuranceQuote(orderId: string, currency: InsuranceCurrency, amount: string) {
  const value = (units(amount) * units(X_PRICE)) / 10n ** BigInt(X.decimals);
  const premium = ((currency === 'USDD' ? value : units(amount)) * 500n) / 10_000n;
  return {
    orderId,
    currency,
    amount,
    premiumBps: 500,
    premium: formatAmount(premium, X.decimals),
    price: X_PRICE,
    priceAt: '2025-01-01T00:00:00.000Z',
    insuredValue: formatAmount(value, X.decimals),
    minReturnBps: 0,
    guarantee: formatAmount(value, X.decimals),
    market: {
      asset: 'X',
      price: X_PRICE,
      reference: X_PRICE,
      deviationBps: 0,
      moving: false,
      at: '2025-01-01T00:00:00.000Z',
      stale: false,
    },
  } satisfies InsuranceQuote;
}
const plus = (a: string, b: string) => formatAmount(units(a) + units(b), X.decimals);
const minus = (a: string, b: string) => formatAmount(units(a) - units(b), X.decimals);

export function walletInfo(): WalletInfo {
  return {
    address: ALICE,
    inviteCode: 'ALICE123',
    referrer: null,
    operator: false,
    balances: [{ ...X, available: staking.available, pendingWithdrawal: '0' }],
    pendingDeposits: [],
    pendingWithdrawals: [],
  };
}

function list(req: RecordedRequest): FixedOrderList {
  const q = new URL(req.url, 'http://x').searchParams;
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 20);
  const repledgeable = (o: FixedOrder) => o.status === 'matured' || Number(o.claimable) > 0;
  const items = staking.orders.filter(
    (o) =>
      (!q.get('status') || o.status === q.get('status')) &&
      (q.get('repledgeable') !== 'true' || repledgeable(o)),
  );
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
  };
}

/** The fake API: system info, wallet, and the pledge routes with their ledger effects. */
export function apiRoute(req: RecordedRequest): Reply {
  const path = req.url.split('?')[0] ?? '';
  const override = staking.overrides[path]?.shift();
  if (override) return override;
  const body = (req.body ?? {}) as Record<string, string | number>;
  const amount = String(body.amount ?? '0');
  const { info } = staking;
  switch (path) {
    case '/api/v2/common/system_info':
      return ok(SYSTEM_INFO);
    case '/api/v2/user/wallet':
      return ok(walletInfo());
    case '/api/v2/pledge/info':
      return ok(info);
    case '/api/v2/pledge/current/stake':
      staking.available = minus(staking.available, amount);
      info.flexible.principal = plus(info.flexible.principal, amount);
      return ok({ amount, principal: info.flexible.principal });
    case '/api/v2/pledge/current/unstake':
      info.flexible.principal = minus(info.flexible.principal, amount);
      return ok({ amount, principal: info.flexible.principal });
    case '/api/v2/pledge/regular/create': {
      const order = fixedOrder(staking.orders.length + 1, { amount, days: Number(body.days) });
      staking.available = minus(staking.available, amount);
      staking.orders.unshift(order);
      return ok(order);
    }
    case '/api/v2/pledge/regular/list':
      return ok(list(req));
    case '/api/v2/pledge/regular/claim': {
      const order = staking.orders.find((o) => o.id === body.orderId);
      if (!order) return fail(2104, 'Staking order not found.');
      staking.available = plus(staking.available, order.claimable);
      order.claimed = plus(order.claimed, order.claimable);
      order.claimable = '0';
      return ok(order);
    }
    case '/api/v2/pledge/repledge': {
      const order = staking.orders.find((o) => o.id === body.orderId);
      if (!order) return fail(2104, 'Staking order not found.');
      const principal = body.parts === 'reward' ? '0' : order.amount;
      const reward = body.parts === 'principal' ? '0' : order.claimable;
      const total = plus(principal, reward);
      staking.available = minus(staking.available, principal);
      if (principal !== '0') order.status = 'repledged';
      order.claimable = minus(order.claimable, reward);
      const next = fixedOrder(staking.orders.length + 1, {
        amount: total,
        days: Number(body.days),
      });
      staking.orders.unshift(next);
      return ok(next);
    }
    case '/api/v2/insurance/quote': {
      const q = new URL(req.url, 'http://x').searchParams;
      const currency = q.get('currency') === 'X' ? 'X' : 'USDD';
      return ok(insuranceQuote(q.get('orderId') ?? '', currency, q.get('amount') ?? '0'));
    }
    case '/api/v2/insurance/buy': {
      const order = staking.orders.find((o) => o.id === body.orderId);
      if (!order) return fail(2104, 'Staking order not found.');
      order.insured = true;
      order.policyId = '1';
      const currency = body.currency === 'X' ? 'X' : 'USDD';
      return ok({ id: '1', ...insuranceQuote(order.id, currency, amount) });
    }
    default:
      return { status: 404, text: 'no route' };
  }
}

/** A fresh page: stores, caches, storage, the API client on `server`, signed in as Alice. */
export function freshPage(server: TestApiServer, signedIn = true): void {
  resetStaking();
  freshApiPage(server, { signedIn });
}
