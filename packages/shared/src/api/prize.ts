import { type Static, Type } from '@sinclair/typebox';
import { PRIZE_PERIODS, PRIZE_STATUSES, PRIZE_WINNERS_MAX_PAGE_SIZE } from '../values/prize';
import { IdSchema } from './deposit';
import { type Page, pageFields, pageRoute } from './paging';
import { ClosedObject, DecimalStringSchema, route } from './primitives';
import { WithdrawApplyHeaders } from './withdrawal';

export type PrizePeriod = (typeof PRIZE_PERIODS)[number];
export const PrizePeriodSchema = Type.Union(PRIZE_PERIODS.map((p) => Type.Literal(p)));

export const PrizePeriodQuery = ClosedObject({ period: PrizePeriodSchema });
export type PrizePeriodQuery = Static<typeof PrizePeriodQuery>;

/** The period in progress: named by its start (`hour:2026-11-23T08`), ISO 8601 bounds. */
const CurrentPeriod = {
  period: PrizePeriodSchema,
  name: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
};

export const PrizeInfo = Type.Object({
  ...CurrentPeriod,
  /** What the period pays if it ended now: its share of fees so far plus what was carried in. */
  pool: DecimalStringSchema,
  /** The places' shares of the pool, first place first, in basis points. */
  sharesBps: Type.Array(Type.Integer()),
  /**
   * The signed-in user's volume this period and rank (null without a swap this period); a
   * visitor's are 0 and null.
   */
  yourVolume: DecimalStringSchema,
  yourRank: Type.Union([Type.Integer(), Type.Null()]),
  /** The server's clock (ISO 8601) when it answered: the countdown to `endsAt` runs from it. */
  serverTime: Type.String(),
});
export type PrizeInfo = Static<typeof PrizeInfo>;
/** GET /api/v2/prize/info?period= — public; signed in, it also says the user's standing. */
export const prizeInfoRoute = route('GET', '/api/v2/prize/info', PrizeInfo, {
  querystring: PrizePeriodQuery,
});

export const RankingEntry = Type.Object({
  rank: Type.Integer(),
  /** Masked: the first and last three characters. */
  address: Type.String(),
  /** Swap volume in USDD this period. */
  volume: DecimalStringSchema,
  /** ISO 8601: the user's last swap this period (ties rank the earlier first). */
  updatedAt: Type.String(),
  /** The signed-in user's own entry (never a visitor's). */
  mine: Type.Boolean(),
});
export type RankingEntry = Static<typeof RankingEntry>;

export const PrizeRanking = Type.Object({ ...CurrentPeriod, items: Type.Array(RankingEntry) });
export type PrizeRanking = Static<typeof PrizeRanking>;

/** GET /api/v2/prize/ranking?period= — public: the top of the period in progress. */
export const prizeRankingRoute = route('GET', '/api/v2/prize/ranking', PrizeRanking, {
  querystring: PrizePeriodQuery,
});

export type PrizeStatus = (typeof PRIZE_STATUSES)[number];

/** One place won in an ended period. */
export const Prize = Type.Object({
  id: IdSchema,
  period: PrizePeriodSchema,
  /** The ended period's name (`hour:2026-11-23T08`). */
  name: Type.String(),
  rank: Type.Integer(),
  address: Type.String(),
  volume: DecimalStringSchema,
  amount: DecimalStringSchema,
  status: Type.Union(PRIZE_STATUSES.map((s) => Type.Literal(s))),
  /** The signed-in user's own prize: only those can be claimed (a visitor has none). */
  mine: Type.Boolean(),
  /** ISO 8601: awarded at the period's end; unclaimed by `expiresAt`, it rolls over. */
  awardedAt: Type.String(),
  expiresAt: Type.String(),
});
export type Prize = Static<typeof Prize>;

export const PrizeWinnersQuery = ClosedObject({
  period: PrizePeriodSchema,
  ...pageFields(PRIZE_WINNERS_MAX_PAGE_SIZE),
});
export type PrizeWinnersQuery = Static<typeof PrizeWinnersQuery>;

export type PrizeWinners = Page<typeof Prize>;

/** GET /api/v2/prize/winners?period=&page=&pageSize= — public: past periods, newest first. */
export const prizeWinnersRoute = pageRoute('/api/v2/prize/winners', Prize, PrizeWinnersQuery);

export const PrizeClaimBody = ClosedObject({ id: IdSchema });
export type PrizeClaimBody = Static<typeof PrizeClaimBody>;

/** POST /api/v2/prize/claim — one of the user's prizes -> available. */
export const prizeClaimRoute = route('POST', '/api/v2/prize/claim', Prize, {
  headers: WithdrawApplyHeaders,
  body: PrizeClaimBody,
});
