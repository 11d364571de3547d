import type {
  ReserveBondInfo,
  ReserveBondOrder,
  ReserveBondQuote,
} from '@xbond/shared/api/reserveBond';
import { freshApiPage } from '@/testing/api-page';
import {
  fail,
  ok,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '@/testing/api-server';
import { aliceWallet, fmt, ONE, paged, steadyX, units } from '@/testing/book';
import { SYSTEM_INFO } from '@/testing/session';

export { ALICE } from '@/testing/api-page';

const minus = (a: string, b: string) => fmt(units(a) - units(b));

export const NOW = '2025-01-01T00:00:00.000Z';

const STEADY_X = steadyX(NOW);

export function bondInfo(): ReserveBondInfo {
  return {
    market: STEADY_X,
    terms: [
      { days: 5, discountBps: 300, bondPrice: '1.94' },
      { days: 15, discountBps: 600, bondPrice: '1.88' },
      { days: 30, discountBps: 1000, bondPrice: '1.8' },
    ],
    min: '10',
    capacity: { daily: '100000', sold: '0', left: '100000', resetsAt: '2025-01-02T00:00:00.000Z' },
    rebaseRatePpm: 1000,
    nextRebaseTime: '2025-01-01T08:00:00.000Z',
    serverTime: NOW,
  };
}

export function bondOrder(n: number, partial: Partial<ReserveBondOrder> = {}): ReserveBondOrder {
  return {
    id: String(n),
    orderNumber: `B2025010100000${n}`,
    amount: '100',
    days: 5,
    discountBps: 300,
    marketPrice: '2',
    bondPrice: '1.94',
    payout: '51.546391752577319587',
    rebased: '0',
    released: '0',
    unreleased: '51.546391752577319587',
    claimed: '0',
    claimable: '0',
    shortfall: '0',
    orderTime: NOW,
    vestingStart: '2025-01-01T08:00:00.000Z',
    deadline: '2025-01-06T08:00:00.000Z',
    remainingTime: 460_800,
    status: 'vesting',
    ...partial,
  };
}

/** What the fake API holds for the signed-in user. */
export const book = {
  usdd: '500',
  info: bondInfo(),
  orders: [] as ReserveBondOrder[],
  /** Overrides of a route, in turn (errors, delays). */
  overrides: {} as Record<string, Reply[]>,
};

export function resetBook(): void {
  book.usdd = '500';
  book.info = bondInfo();
  book.orders = [];
  book.overrides = {};
}

function quote(amount: string, days: number): ReserveBondQuote | null {
  const term = book.info.terms.find((t) => t.days === days);
  if (!term?.bondPrice) return null;
  return {
    amount,
    days,
    discountBps: term.discountBps,
    marketPrice: book.info.market?.price ?? '0',
    bondPrice: term.bondPrice,
    payout: fmt((units(amount) * ONE) / units(term.bondPrice)),
    priceAt: NOW,
    vestingStart: '2025-01-01T08:00:00.000Z',
    deadline: '2025-01-06T08:00:00.000Z',
    capacityLeft: book.info.capacity.left,
    market: book.info.market ?? STEADY_X,
  };
}

/** The fake API: system info, wallet, and the reserve bond's routes with their effects. */
export function apiRoute(req: RecordedRequest): Reply {
  const path = req.url.split('?')[0] ?? '';
  const override = book.overrides[path]?.shift();
  if (override) return override;
  const body = (req.body ?? {}) as Record<string, string | number>;
  const q = new URL(req.url, 'http://x').searchParams;
  switch (path) {
    case '/api/v2/common/system_info':
      return ok(SYSTEM_INFO);
    case '/api/v2/user/wallet':
      return ok(aliceWallet({ USDD: book.usdd }));
    case '/api/v2/bond/info':
      return ok(book.info);
    case '/api/v2/bond/quote': {
      const answer = quote(q.get('amount') ?? '0', Number(q.get('days')));
      return answer ? ok(answer) : fail(2111, 'Price stale.');
    }
    case '/api/v2/bond/buy': {
      const answer = quote(String(body.amount), Number(body.days));
      if (!answer) return fail(2111, 'Price stale.');
      if (units(answer.bondPrice) > units(String(body.maxPrice))) {
        return fail(2204, `The bond price moved to ${answer.bondPrice} USDD.`);
      }
      const order = bondOrder(book.orders.length + 1, {
        amount: answer.amount,
        days: answer.days,
        payout: answer.payout,
        unreleased: answer.payout,
      });
      book.usdd = minus(book.usdd, answer.amount);
      book.orders.unshift(order);
      return ok(order);
    }
    case '/api/v2/bond/list':
      return ok(paged(req, book.orders));
    case '/api/v2/bond/claim': {
      const order = book.orders.find((o) => o.id === body.orderId);
      if (!order) return fail(2206, 'Bond not found.');
      order.claimed = fmt(units(order.claimed) + units(order.claimable));
      order.claimable = '0';
      return ok(order);
    }
    default:
      return { status: 404, text: 'no route' };
  }
}

/** A fresh page: stores, caches, storage, the API client on `server`, signed in as Alice. */
export function freshPage(server: TestApiServer, signedIn = true): void {
  resetBook();
  freshApiPage(server, { signedIn });
}
