/**
 * Test fixtures of the ranking screen: the API as a real local HTTP server with a small
 * in-memory prize book (scripted per test), so requests go through the real client. Like the
 * server, it answers visitors (no token) with the public view.
 */
import { formatAmount, parseAmount } from '@xbond/shared/amount';
import type {
  Prize,
  PrizeInfo,
  PrizePeriod,
  PrizeRanking,
  RankingEntry,
} from '@xbond/shared/api/prize';
import { freshApiPage } from '@/testing/api-page';
import { ok, type RecordedRequest, type Reply, type TestApiServer } from '@/testing/api-server';
import { aliceWallet, paged, refuse } from '@/testing/book';
import { SYSTEM_INFO } from '@/testing/session';

export const NOW = '2025-01-01T10:20:00.000Z';

const SHARES: Record<PrizePeriod, number[]> = SYSTEM_INFO.prize.sharesBps;
const BOUNDS: Record<PrizePeriod, { name: string; startsAt: string; endsAt: string }> = {
  hour: {
    name: 'hour:2025-01-01T10',
    startsAt: '2025-01-01T10:00:00.000Z',
    endsAt: '2025-01-01T11:00:00.000Z',
  },
  week: {
    name: 'week:2024-12-30',
    startsAt: '2024-12-30T00:00:00.000Z',
    endsAt: '2025-01-06T00:00:00.000Z',
  },
  month: {
    name: 'month:2025-01',
    startsAt: '2025-01-01T00:00:00.000Z',
    endsAt: '2025-02-01T00:00:00.000Z',
  },
};

export function prizeInfo(period: PrizePeriod, partial: Partial<PrizeInfo> = {}): PrizeInfo {
  return {
    period,
    ...BOUNDS[period],
    pool: period === 'hour' ? '1.95' : '4.005',
    sharesBps: SHARES[period],
    yourVolume: '1000',
    yourRank: 2,
    serverTime: NOW,
    ...partial,
  };
}

export const entry = (rank: number, partial: Partial<RankingEntry> = {}): RankingEntry => ({
  rank,
  address: `0x${rank}a******b${rank}c`,
  volume: String(4000 - rank * 1000),
  updatedAt: '2025-01-01T10:15:00.000Z',
  mine: false,
  ...partial,
});

export const prize = (id: number, partial: Partial<Prize> = {}): Prize => ({
  id: String(id),
  period: 'hour',
  name: 'hour:2025-01-01T09',
  rank: 1,
  address: '0x3c4******293',
  volume: '3000',
  amount: '0.975',
  status: 'claimable',
  mine: false,
  awardedAt: '2025-01-01T10:00:00.000Z',
  expiresAt: '2025-01-31T10:00:00.000Z',
  ...partial,
});

/** What the fake API holds: per period, the info, ranking and winners the signed-in see. */
export const book = {
  info: {} as Record<PrizePeriod, PrizeInfo>,
  ranking: {} as Record<PrizePeriod, RankingEntry[]>,
  winners: {} as Record<PrizePeriod, Prize[]>,
  usdd: '100',
  /** Overrides of a route, in turn (errors, delays, the next period). */
  overrides: {} as Record<string, Reply[]>,
};

export function resetBook(): void {
  book.info = {
    hour: prizeInfo('hour'),
    week: prizeInfo('week', { yourVolume: '9000', yourRank: 1 }),
    month: prizeInfo('month', { yourVolume: '0', yourRank: null }),
  };
  book.ranking = {
    hour: [entry(1), entry(2, { address: '0xf39******266', mine: true }), entry(3)],
    week: [entry(1, { address: '0xf39******266', volume: '9000', mine: true })],
    month: [],
  };
  book.winners = {
    hour: [
      prize(7, { address: '0xf39******266', mine: true }),
      prize(8, { rank: 2, amount: '0.585', volume: '2000' }),
      prize(5, { name: 'hour:2025-01-01T08', status: 'claimed', mine: true }),
    ],
    week: [],
    month: [],
  };
  book.usdd = '100';
  book.overrides = {};
}

/** The answers a visitor gets: no standing, nothing of theirs. */
const publicView = <T extends object>(signedIn: boolean, data: T, visitor: Partial<T>): T =>
  signedIn ? data : { ...data, ...visitor };

function claim(req: RecordedRequest, signedIn: boolean): Reply {
  if (!signedIn) return { status: 401, body: { code: 401, msg: 'Login expired', data: null } };
  const id = (req.body as { id: string }).id;
  const won = Object.values(book.winners)
    .flat()
    .find((p) => p.id === id && p.mine);
  if (!won) return refuse(req, 'prizeNotFound');
  if (won.status === 'claimed') return refuse(req, 'prizeClaimed');
  if (won.status === 'expired') {
    return refuse(req, 'prizeExpired', String(SYSTEM_INFO.prize.claimDays));
  }
  won.status = 'claimed';
  book.usdd = formatAmount(parseAmount(book.usdd, 18) + parseAmount(won.amount, 18), 18);
  return ok(won);
}

/** The fake API: system info, wallet, and the prize routes (public reads, the claim). */
export function apiRoute(req: RecordedRequest): Reply {
  const path = req.url.split('?')[0] ?? '';
  const override = book.overrides[path]?.shift();
  if (override) return override;
  const period = (new URL(req.url, 'http://x').searchParams.get('period') ?? 'hour') as PrizePeriod;
  const signedIn = Boolean(req.headers.authorization);
  switch (path) {
    case '/api/v2/common/system_info':
      return ok(SYSTEM_INFO);
    case '/api/v2/user/wallet':
      return ok(aliceWallet({ USDD: book.usdd }));
    case '/api/v2/prize/info':
      return ok(publicView(signedIn, book.info[period], { yourVolume: '0', yourRank: null }));
    case '/api/v2/prize/ranking': {
      const items = book.ranking[period].map((e) => publicView(signedIn, e, { mine: false }));
      const { name, startsAt, endsAt } = book.info[period];
      return ok({ period, name, startsAt, endsAt, items } satisfies PrizeRanking);
    }
    case '/api/v2/prize/winners': {
      const items = book.winners[period].map((p) => publicView(signedIn, p, { mine: false }));
      return ok(paged(req, items));
    }
    case '/api/v2/prize/claim':
      return claim(req, signedIn);
    default:
      return { status: 404, text: 'no route' };
  }
}

/** A fresh page: stores, caches, storage, the API client on `server`; Alice unless a visitor. */
export function freshPage(server: TestApiServer, signedIn = true): void {
  resetBook();
  freshApiPage(server, { signedIn });
}
