import type { TurboInfo, TurboRecord } from '@xbond/shared/api/turbo';
import { freshApiPage } from '@/testing/api-page';
import { ok, type RecordedRequest, type Reply, type TestApiServer } from '@/testing/api-server';
import { aliceWallet, fmt, paged, refuse, units } from '@/testing/book';
import { SYSTEM_INFO } from '@/testing/session';

export const NOW = '2025-01-01T00:00:00.000Z';

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
      return ok(aliceWallet({ X: book.x, USDD: book.usdd }));
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
