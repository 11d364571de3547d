/**
 * What the screens' fake APIs (features/x/testing/fixtures.ts) share: exact 18-decimal
 * arithmetic on amounts, Alice's wallet from her balances, paging and refusals as the server
 * words them.
 */
import { formatAmount, parseAmount } from '@xbond/shared/amount';
import type { WalletInfo } from '@xbond/shared/api/user';
import { ERRORS, type ErrorName, errorMessage } from '@xbond/shared/errors';
import { resolveLocale } from '@xbond/shared/locales';
import { ALICE } from './api-page';
import { fail, type RecordedRequest, type Reply } from './api-server';

/** The platform's assets all have 18 decimals. */
const D = 18;
/** One whole unit, in base units. */
export const ONE = 10n ** BigInt(D);
export const units = (v: string) => parseAmount(v, D);
export const fmt = (v: bigint) => formatAmount(v, D);

/** The query string of a request. */
export const queryOf = (req: RecordedRequest) => new URL(req.url, 'http://x').searchParams;

/** Alice's wallet with these available balances, nothing pending. */
export function aliceWallet(balances: Record<string, string>): WalletInfo {
  return {
    address: ALICE,
    inviteCode: 'ALICE123',
    referrer: null,
    operator: false,
    balances: Object.entries(balances).map(([asset, available]) => ({
      asset,
      symbol: asset,
      decimals: D,
      available,
      pendingWithdrawal: '0',
    })),
    pendingDeposits: [],
    pendingWithdrawals: [],
  } as WalletInfo;
}

/** One page of `items` as the request's `page` and `pageSize` ask (the server's defaults). */
export function paged<T>(req: RecordedRequest, items: T[]) {
  const q = queryOf(req);
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 20);
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
  };
}

/** A refusal as the server words it in the caller's language (its own error table). */
export function refuse(req: RecordedRequest, name: ErrorName, ...args: string[]): Reply {
  const locale = resolveLocale(req.headers['accept-language']);
  return fail(ERRORS[name].code, errorMessage(name, locale, args));
}

/** X at 2 USDD at `at`, spot and reference alike: purchases open. */
export const steadyX = (at: string) =>
  ({
    asset: 'X',
    price: '2',
    reference: '2',
    deviationBps: 0,
    moving: false,
    at,
    stale: false,
  }) as const;
