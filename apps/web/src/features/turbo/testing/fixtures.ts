/**
 * Test fixtures of the trading turbo screens: the API as a real local HTTP server with a small
 * in-memory turbine (scripted per test), so requests go through the real client.
 */
import { formatAmount, parseAmount } from '@xbond/shared/amount';
import type { TurboInfo, TurboRecord } from '@xbond/shared/api/turbo';
import type { WalletInfo } from '@xbond/shared/api/user';
import { ERRORS, type ErrorName, errorMessage } from '@xbond/shared/errors';
import { resolveLocale } from '@xbond/shared/locales';
import { ALICE, freshApiPage } from '@/testing/api-page';
import {
  fail,
  ok,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '@/testing/api-server';
import { SYSTEM_INFO } from '@/testing/session';

const D = 18;
const units = (v: string) => parseAmount(v, D);
const fmt = (v: bigint) => formatAmount(v, D);

export const NOW = '2025-01-01T00:00:00.000Z';

/** A refusal as the server words it in the caller's language (its own error table). */
function refuse(req: RecordedRequest, name: ErrorName, ...args: string[]): Reply {
  const locale = resolveLocale(req.headers['accept-language']);
  return fail(ERRORS[name].code, errorMessage(name, locale, args));
}

export function turboInfo(partial: Partial<TurboInfo> = {}): TurboInfo {
  return {
    activated: false,
    activatedAt: null,
    activationFee: '5',
    pending: '100',
    claimable: '0',
    released: '0',
    claimed: '0',
    ...partial,
  };
}

export const turboRecord = (n: number, partial: Partial<TurboRecord> = {}): TurboRecord => ({
  id: String(n),
  type: 'unstake',
  asset: 'X',
  amount: '100',
  time: NOW,
  ...partial,
});

/** What the fake API holds for the signed-in user. */
export const book = {
  usdd: '20',
  x: '0',
  info: turboInfo(),
  records: [] as TurboRecord[],
  /** Overrides of a route, in turn (errors, delays). */
  overrides: {} as Record<string, Reply[]>,
};

export function resetBook(): void {
  book.usdd = '20';
  book.x = '0';
  book.info = turboInfo();
  book.records = [turboRecord(1)];
  book.overrides = {};
}

function walletInfo(): WalletInfo {
  const bal = (asset: string, available: string) => ({
    asset,
    symbol: asset,
    decimals: D,
    available,
    pendingWithdrawal: '0',
  });
  return {
    address: ALICE,
    inviteCode: 'ALICE123',
    referrer: null,
    balances: [bal('X', book.x), bal('USDD', book.usdd)],
    pendingDeposits: [],
    pendingWithdrawals: [],
  } as WalletInfo;
}

const paged = <T>(req: RecordedRequest, items: T[]) => {
  const q = new URL(req.url, 'http://x').searchParams;
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 20);
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
  };
};

function activate(req: RecordedRequest): Reply {
  if (book.info.activated) return refuse(req, 'turboAlreadyActivated');
  if (units(book.usdd) < units(book.info.activationFee)) return refuse(req, 'insufficientBalance');
  book.usdd = fmt(units(book.usdd) - units(book.info.activationFee));
  book.info = { ...book.info, activated: true, activatedAt: NOW };
  book.records.unshift(
    turboRecord(book.records.length + 1, { type: 'turbo_activate', asset: 'USDD', amount: '5' }),
  );
  return ok(book.info);
}

function claim(req: RecordedRequest): Reply {
  const amount = String((req.body as { amount: string }).amount);
  const { claimable } = book.info;
  if (!book.info.activated) return refuse(req, 'turboNotActivated');
  if (units(amount) > units(claimable)) return refuse(req, 'turboClaimTooMuch', claimable);
  book.info = {
    ...book.info,
    claimable: fmt(units(claimable) - units(amount)),
    claimed: fmt(units(book.info.claimed) + units(amount)),
  };
  book.x = fmt(units(book.x) + units(amount));
  return ok(book.info);
}

/** The fake API: system info, wallet, and the turbo routes with their effects. */
export function apiRoute(req: RecordedRequest): Reply {
  const path = req.url.split('?')[0] ?? '';
  const override = book.overrides[path]?.shift();
  if (override) return override;
  switch (path) {
    case '/api/v2/common/system_info':
      return ok(SYSTEM_INFO);
    case '/api/v2/user/wallet':
      return ok(walletInfo());
    case '/api/v2/turbo/info':
      return ok(book.info);
    case '/api/v2/turbo/activate':
      return activate(req);
    case '/api/v2/turbo/claim':
      return claim(req);
    case '/api/v2/turbo/records':
      return ok(paged(req, book.records));
    default:
      return { status: 404, text: 'no route' };
  }
}

/** A fresh page: stores, caches, storage, the API client on `server`, signed in as Alice. */
export function freshPage(server: TestApiServer, signedIn = true): void {
  resetBook();
  freshApiPage(server, { signedIn });
}
