import type { Swap, SwapAsset, SwapQuote } from '@xbond/shared/api/swap';
import { freshApiPage } from '@/testing/api-page';
import {
  fail,
  ok,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '@/testing/api-server';
import { aliceWallet, fmt, ONE, units } from '@/testing/book';
import { SYSTEM_INFO } from '@/testing/session';

export { ALICE } from '@/testing/api-page';

export const NOW = '2025-01-01T00:00:00.000Z';

/** `to` per one `from` (whole units): 1 X = 0.5 USDD, 1 TNB = 0.2 USDD. */
const RATES: Record<string, string> = {
  'USDD>X': '2',
  'X>USDD': '0.5',
  'USDD>TNB': '5',
  'TNB>USDD': '0.2',
  'X>TNB': '2.5',
  'TNB>X': '0.4',
};

/** What the fake API holds for the signed-in user and the treasury. */
export const book = {
  balances: { X: '0', USDD: '1000', TNB: '50' } as Record<SwapAsset, string>,
  treasury: { X: '100000', USDD: '100000', TNB: '100000' } as Record<SwapAsset, string>,
  /** Multiplies every rate (a price that moved after the quote). */
  move: '1',
  impactBps: 12,
  swaps: [] as Swap[],
  /** Overrides of a route, in turn (errors, delays). */
  overrides: {} as Record<string, Reply[]>,
};

export function resetBook(): void {
  book.balances = { X: '0', USDD: '1000', TNB: '50' };
  book.treasury = { X: '100000', USDD: '100000', TNB: '100000' };
  book.move = '1';
  book.impactBps = 12;
  book.swaps = [];
  book.overrides = {};
}

const add = (asset: SwapAsset, delta: bigint, where = book.balances) => {
  where[asset] = fmt(units(where[asset]) + delta);
};

/** The fee (0.3%, rounded up) and the output at the book's rates, rounded down. */
function price(from: SwapAsset, to: SwapAsset, amount: bigint) {
  const fee = (amount * 30n + 9_999n) / 10_000n;
  const rate = (units(RATES[`${from}>${to}`] ?? '0') * units(book.move)) / ONE;
  return { fee, out: ((amount - fee) * rate) / ONE };
}

function quote(q: URLSearchParams): Reply {
  const [from, to] = [q.get('from') as SwapAsset, q.get('to') as SwapAsset];
  if (from === to) return fail(2401, 'Select the outgoing, incoming or exchange currency');
  const amount = units(q.get('amount') ?? '0');
  const slippageBps = Number(q.get('slippageBps') ?? 50);
  const { fee, out } = price(from, to, amount);
  if (out === 0n) return fail(2402, 'Enter the outgoing amount and enter a correct amount');
  const answer: SwapQuote = {
    from,
    to,
    amount: fmt(amount),
    amountOut: fmt(out),
    price: fmt((out * ONE) / amount),
    priceImpactBps: book.impactBps,
    fee: fmt(fee),
    slippageBps,
    minimumReceived: fmt((out * BigInt(10_000 - slippageBps)) / 10_000n),
    priceAt: NOW,
    fillsNow: out <= units(book.treasury[to]),
    markets: [],
  };
  return ok(answer);
}

export function swap(n: number, partial: Partial<Swap> = {}): Swap {
  return {
    id: String(n),
    from: 'USDD',
    to: 'X',
    amount: '100',
    fee: '0.3',
    quotedOut: '199.4',
    slippageBps: 50,
    minimumReceived: '198.403',
    amountOut: '199.4',
    price: '1.994',
    status: 'completed',
    time: NOW,
    settledAt: NOW,
    ...partial,
  };
}

function exchange(body: Record<string, unknown>): Reply {
  const [from, to] = [body.from as SwapAsset, body.to as SwapAsset];
  const amount = units(String(body.amount));
  const slippageBps = Number(body.slippageBps ?? 50);
  const { fee, out } = price(from, to, amount);
  const min = (units(String(body.quotedOut)) * BigInt(10_000 - slippageBps)) / 10_000n;
  if (out < min) {
    return fail(2404, `The price moved: this swap would now receive ${fmt(out)} ${to}.`);
  }
  if (amount > units(book.balances[from])) return fail(2002, 'Insufficient balance');
  add(from, -amount);
  const fills = out <= units(book.treasury[to]);
  if (fills) {
    add(to, out);
    add(to, -out, book.treasury);
  }
  const made = swap(book.swaps.length + 1, {
    from,
    to,
    amount: fmt(amount),
    fee: fmt(fee),
    quotedOut: String(body.quotedOut),
    slippageBps,
    minimumReceived: fmt(min),
    amountOut: fills ? fmt(out) : null,
    price: fills ? fmt((out * ONE) / amount) : null,
    status: fills ? 'completed' : 'pending',
    settledAt: fills ? NOW : null,
  });
  book.swaps.unshift(made);
  return ok(made);
}

function cancel(id: unknown): Reply {
  const s = book.swaps.find((x) => x.id === id);
  if (!s) return fail(2406, 'Swap not found.');
  if (s.status !== 'pending') return fail(2407, 'Only a swap pending exchange can be cancelled.');
  s.status = 'cancelled';
  s.settledAt = NOW;
  add(s.from, units(s.amount));
  return ok(s);
}

function list(req: RecordedRequest) {
  const q = new URL(req.url, 'http://x').searchParams;
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 20);
  const status = q.get('status');
  const items = book.swaps.filter((s) => !status || s.status === status);
  return ok({
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
  });
}

/** The fake API: system info, wallet, and the swap routes with their effects. */
export function apiRoute(req: RecordedRequest): Reply {
  const path = req.url.split('?')[0] ?? '';
  const override = book.overrides[path]?.shift();
  if (override) return override;
  const body = (req.body ?? {}) as Record<string, unknown>;
  switch (path) {
    case '/api/v2/common/system_info':
      return ok(SYSTEM_INFO);
    case '/api/v2/user/wallet':
      return ok(aliceWallet(book.balances));
    case '/api/v2/swap/quote':
      return quote(new URL(req.url, 'http://x').searchParams);
    case '/api/v2/swap/exchange':
      return exchange(body);
    case '/api/v2/swap/cancel':
      return cancel(body.id);
    case '/api/v2/swap/list':
      return list(req);
    default:
      return { status: 404, text: 'no route' };
  }
}

/** A fresh page: stores, caches, storage, the API client on `server`, signed in as Alice. */
export function freshPage(server: TestApiServer, signedIn = true): void {
  resetBook();
  window.localStorage.clear();
  window.sessionStorage.clear();
  freshApiPage(server, { signedIn });
}
