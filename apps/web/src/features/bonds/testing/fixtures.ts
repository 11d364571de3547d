import type { DonationRecord, FlowBond, FlowBondInfo } from '@xbond/shared/api/liquidityBond';
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
import { aliceWallet, fmt, ONE, paged, units } from '@/testing/book';
import { SYSTEM_INFO } from '@/testing/session';

export { ALICE } from '@/testing/api-page';

const minus = (a: string, b: string) => fmt(units(a) - units(b));

export const NOW = '2025-01-01T00:00:00.000Z';

/** X at 2 USDD, spot and reference alike: purchases open. */
const STEADY_X = {
  asset: 'X',
  price: '2',
  reference: '2',
  deviationBps: 0,
  moving: false,
  at: NOW,
  stale: false,
} as const;

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

export function flowInfo(): FlowBondInfo {
  return {
    closed: false,
    terms: [
      { days: 30, discountBps: 500 },
      { days: 60, discountBps: 800 },
      { days: 90, discountBps: 1200 },
    ],
    min: '1',
    principalBps: 5000,
    penaltyBps: 2000,
    market: STEADY_X,
    lpValue: '4',
    mine: { lp: '50', principalPool: '0', interestPool: '0', claimableLp: '0', claimableX: '0' },
    network: { donated: '0', activeBonds: 0, principalPool: '0', interestPool: '0' },
    nextReleaseTime: '2025-01-01T08:00:00.000Z',
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

export function flowBond(n: number, partial: Partial<FlowBond> = {}): FlowBond {
  return {
    id: String(n),
    orderNumber: `F2025010100000${n}`,
    amount: '10',
    days: 30,
    discountBps: 500,
    usddValue: '40',
    marketPrice: '2',
    bondPrice: '1.9',
    principal: '5',
    principalReleased: '0',
    interest: '10.526315789473684210',
    interestReleased: '0',
    claimableLp: '0',
    claimableX: '0',
    orderTime: NOW,
    releaseStart: '2025-01-01T08:00:00.000Z',
    deadline: '2025-01-31T08:00:00.000Z',
    remainingTime: 2_620_800,
    status: 'active',
    redemption: {
      principalLeft: '5',
      penalty: '1',
      returned: '4',
      interestForfeited: '10.526315789473684210',
    },
    redeemedAt: null,
    ...partial,
  };
}

/** What the fake API holds for the signed-in user. */
export const book = {
  usdd: '500',
  info: bondInfo(),
  orders: [] as ReserveBondOrder[],
  flow: flowInfo(),
  flowBonds: [] as FlowBond[],
  records: [] as DonationRecord[],
  /** Overrides of a route, in turn (errors, delays). */
  overrides: {} as Record<string, Reply[]>,
};

export function resetBook(): void {
  book.usdd = '500';
  book.info = bondInfo();
  book.orders = [];
  book.flow = flowInfo();
  book.flowBonds = [];
  book.records = [];
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

/** The fake API: system info, wallet, and the bond routes with their effects. */
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
      return ok(aliceWallet({ USDD: book.usdd, LP: book.flow.mine.lp }));
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
    case '/api/v2/flowbond/info':
      return ok(book.flow);
    case '/api/v2/flowbond/market': {
      const { mine: _mine, ...market } = book.flow;
      return ok(market);
    }
    case '/api/v2/flowbond/donate': {
      if (book.flow.closed) return fail(2221, 'The X/USDD pair is closed.');
      const bond = flowBond(book.flowBonds.length + 1, {
        amount: String(body.amount),
        days: Number(body.days),
      });
      book.flow.mine.lp = minus(book.flow.mine.lp, bond.amount);
      book.flowBonds.unshift(bond);
      book.records.unshift({
        id: bond.id,
        address: '0xf39…266',
        amount: bond.amount,
        days: bond.days,
        usddValue: bond.usddValue,
        time: NOW,
        status: 'active',
      });
      return ok(bond);
    }
    case '/api/v2/flowbond/list':
      return ok(paged(req, book.flowBonds));
    case '/api/v2/flowbond/claim': {
      const bond = book.flowBonds.find((o) => o.id === body.orderId);
      if (!bond) return fail(2206, 'Bond not found.');
      book.flow.mine.lp = fmt(units(book.flow.mine.lp) + units(bond.claimableLp));
      bond.claimableLp = '0';
      bond.claimableX = '0';
      return ok(bond);
    }
    case '/api/v2/flowbond/redeem': {
      const bond = book.flowBonds.find((o) => o.id === body.orderId);
      if (!bond?.redemption) return fail(2206, 'Bond not found.');
      if (bond.status === 'redeemed') return fail(2222, 'This bond has already been redeemed.');
      book.flow.mine.lp = fmt(units(book.flow.mine.lp) + units(bond.redemption.returned));
      bond.status = 'redeemed';
      return ok(bond);
    }
    case '/api/v2/flowbond/records': {
      const scope = q.get('scope');
      const mine = book.records;
      const all = [...mine, { ...flowRecord('99'), address: '0x709…c8' }];
      return ok(paged(req, scope === 'all' ? all : mine));
    }
    default:
      return { status: 404, text: 'no route' };
  }
}

export const flowRecord = (id: string): DonationRecord => ({
  id,
  address: '0x3c4…293',
  amount: '7',
  days: 60,
  usddValue: '28',
  time: NOW,
  status: 'active',
});

/** A fresh page: stores, caches, storage, the API client on `server`, signed in as Alice. */
export function freshPage(server: TestApiServer, signedIn = true): void {
  resetBook();
  freshApiPage(server, { signedIn });
}
