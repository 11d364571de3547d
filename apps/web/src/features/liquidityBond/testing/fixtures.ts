import type {
  DonationRecord,
  LiquidityBond,
  LiquidityBondInfo,
} from '@xbond/shared/api/liquidityBond';
import { freshApiPage } from '@/testing/api-page';
import {
  fail,
  ok,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '@/testing/api-server';
import { aliceWallet, fmt, paged, queryOf, steadyX, units } from '@/testing/book';
import { SYSTEM_INFO } from '@/testing/session';

export { ALICE } from '@/testing/api-page';

const minus = (a: string, b: string) => fmt(units(a) - units(b));

export const NOW = '2025-01-01T00:00:00.000Z';

const STEADY_X = steadyX(NOW);

export function liquidityBondInfo(): LiquidityBondInfo {
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

export function liquidityBond(n: number, partial: Partial<LiquidityBond> = {}): LiquidityBond {
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
  info: liquidityBondInfo(),
  bonds: [] as LiquidityBond[],
  records: [] as DonationRecord[],
  /** Overrides of a route, in turn (errors, delays). */
  overrides: {} as Record<string, Reply[]>,
};

export function resetBook(): void {
  book.info = liquidityBondInfo();
  book.bonds = [];
  book.records = [];
  book.overrides = {};
}

/** The fake API: system info, wallet, and the liquidity bond's routes with their effects. */
export function apiRoute(req: RecordedRequest): Reply {
  const path = req.url.split('?')[0] ?? '';
  const override = book.overrides[path]?.shift();
  if (override) return override;
  const body = (req.body ?? {}) as Record<string, string | number>;
  const q = queryOf(req);
  switch (path) {
    case '/api/v2/common/system_info':
      return ok(SYSTEM_INFO);
    case '/api/v2/user/wallet':
      return ok(aliceWallet({ USDD: '500', LP: book.info.mine.lp }));
    case '/api/v2/flowbond/info':
      return ok(book.info);
    case '/api/v2/flowbond/market': {
      const { mine: _mine, ...market } = book.info;
      return ok(market);
    }
    case '/api/v2/flowbond/donate': {
      if (book.info.closed) return fail(2221, 'The X/USDD pair is closed.');
      const bond = liquidityBond(book.bonds.length + 1, {
        amount: String(body.amount),
        days: Number(body.days),
      });
      book.info.mine.lp = minus(book.info.mine.lp, bond.amount);
      book.bonds.unshift(bond);
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
      return ok(paged(req, book.bonds));
    case '/api/v2/flowbond/claim': {
      const bond = book.bonds.find((o) => o.id === body.orderId);
      if (!bond) return fail(2206, 'Bond not found.');
      book.info.mine.lp = fmt(units(book.info.mine.lp) + units(bond.claimableLp));
      bond.claimableLp = '0';
      bond.claimableX = '0';
      return ok(bond);
    }
    case '/api/v2/flowbond/redeem': {
      const bond = book.bonds.find((o) => o.id === body.orderId);
      if (!bond?.redemption) return fail(2206, 'Bond not found.');
      if (bond.status === 'redeemed') return fail(2222, 'This bond has already been redeemed.');
      book.info.mine.lp = fmt(units(book.info.mine.lp) + units(bond.redemption.returned));
      bond.status = 'redeemed';
      return ok(bond);
    }
    case '/api/v2/flowbond/records': {
      const scope = q.get('scope');
      const mine = book.records;
      const all = [...mine, { ...donationRecord('99'), address: '0x709…c8' }];
      return ok(paged(req, scope === 'all' ? all : mine));
    }
    default:
      return { status: 404, text: 'no route' };
  }
}

export const donationRecord = (id: string): DonationRecord => ({
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
