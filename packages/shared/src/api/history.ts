import { type Static, Type } from '@sinclair/typebox';
import { HISTORY_MAX_PAGE_SIZE } from '../values/history';
import { DecimalStringSchema, Envelope, PageOf, pageFields } from './primitives';
import { PrizePeriodSchema } from './ranking';

/**
 * The histories the charts draw (issue: "charts of what was earned"). Amounts are exact decimal
 * strings; points come newest first, a page at a time. A day is a UTC day named by its date
 * (`2026-11-24`): the settlement's day, whatever the reader's time zone.
 */
export const HistoryQuery = Type.Object(pageFields(HISTORY_MAX_PAGE_SIZE), {
  additionalProperties: false,
});
export type HistoryQuery = Static<typeof HistoryQuery>;

const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-11-24'] });

/**
 * One settled day of the user's staking: the yield paid for it (flexible and fixed orders, as
 * settled) and the principal staked that day, as the settlement counted it.
 */
export const PledgeDay = Type.Object({
  day: DaySchema,
  yield: DecimalStringSchema,
  principal: DecimalStringSchema,
});
export type PledgeDay = Static<typeof PledgeDay>;
export const PledgeHistory = PageOf(PledgeDay);
export type PledgeHistory = Static<typeof PledgeHistory>;

/** GET /api/v2/pledge/history — the ended days from the first stake on, newest first. */
export const pledgeHistoryRoute = {
  method: 'GET',
  url: '/api/v2/pledge/history',
  querystring: HistoryQuery,
  response: Envelope(PledgeHistory),
} as const;

/** One settled day of the user's dynamic bonus: direct and community rewards paid (locked). */
export const TeamRewardDay = Type.Object({
  day: DaySchema,
  direct: DecimalStringSchema,
  community: DecimalStringSchema,
});
export type TeamRewardDay = Static<typeof TeamRewardDay>;
export const TeamRewardHistory = PageOf(TeamRewardDay);
export type TeamRewardHistory = Static<typeof TeamRewardHistory>;

/** GET /api/v2/team/reward_history — the ended days from the first team reward on. */
export const teamRewardHistoryRoute = {
  method: 'GET',
  url: '/api/v2/team/reward_history',
  querystring: HistoryQuery,
  response: Envelope(TeamRewardHistory),
} as const;

export const PoolHistoryQuery = Type.Object(
  { period: PrizePeriodSchema, ...pageFields(HISTORY_MAX_PAGE_SIZE) },
  { additionalProperties: false },
);
export type PoolHistoryQuery = Static<typeof PoolHistoryQuery>;

/** The pool at the end of a step of the period (ISO 8601 start of the step). */
export const PoolPoint = Type.Object({ at: Type.String(), pool: DecimalStringSchema });
export type PoolPoint = Static<typeof PoolPoint>;

export const PoolHistory = Type.Object({
  period: PrizePeriodSchema,
  startsAt: Type.String(),
  endsAt: Type.String(),
  /** The length of a step in seconds: the pool's changes inside one are added together. */
  stepSeconds: Type.Integer(),
  ...PageOf(PoolPoint).properties,
});
export type PoolHistory = Static<typeof PoolHistory>;

/**
 * GET /api/v2/prize/pool_history — the period in progress: its pool after each step in which
 * it changed (fees, carried-in rests and expired prizes), newest first. Public, as the pool is.
 */
export const prizePoolHistoryRoute = {
  method: 'GET',
  url: '/api/v2/prize/pool_history',
  querystring: PoolHistoryQuery,
  response: Envelope(PoolHistory),
} as const;
