import { type Static, Type } from '@sinclair/typebox';
import { HISTORY_MAX_PAGE_SIZE } from '../values/history';
import { IdSchema } from './deposit';
import { type Page, PageOf, PageQuery, pageFields, pageRoute } from './paging';
import { ClosedObject, DecimalStringSchema, route } from './primitives';
import { PrizePeriodSchema } from './prize';

/**
 * The histories the charts draw (issue: "charts of what was earned"). Amounts are exact decimal
 * strings; points come newest first, a page at a time. A day is a UTC day named by its date
 * (`2026-11-24`): the settlement's day, whatever the reader's time zone.
 */
export const HistoryQuery = PageQuery(HISTORY_MAX_PAGE_SIZE);
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
export type PledgeHistory = Page<typeof PledgeDay>;

/** GET /api/v2/pledge/history — the ended days from the first stake on, newest first. */
export const pledgeHistoryRoute = pageRoute('/api/v2/pledge/history', PledgeDay, HistoryQuery);

/** One settled day of the user's dynamic bonus: direct and community rewards paid (locked). */
export const TeamRewardDay = Type.Object({
  day: DaySchema,
  direct: DecimalStringSchema,
  community: DecimalStringSchema,
});
export type TeamRewardDay = Static<typeof TeamRewardDay>;
export type TeamRewardHistory = Page<typeof TeamRewardDay>;

/** GET /api/v2/team/reward_history — the ended days from the first team reward on. */
export const teamRewardHistoryRoute = pageRoute(
  '/api/v2/team/reward_history',
  TeamRewardDay,
  HistoryQuery,
);

export const PoolHistoryQuery = ClosedObject({
  period: PrizePeriodSchema,
  ...pageFields(HISTORY_MAX_PAGE_SIZE),
});
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
export const prizePoolHistoryRoute = route('GET', '/api/v2/prize/pool_history', PoolHistory, {
  querystring: PoolHistoryQuery,
});

export const BondVestingQuery = ClosedObject({
  id: IdSchema,
  ...pageFields(HISTORY_MAX_PAGE_SIZE),
});
export type BondVestingQuery = Static<typeof BondVestingQuery>;

/**
 * A reserve bond at a moment of its term: X claimed, vested and not claimed yet, still vesting,
 * and what the rebases had added (all of it X). `projected` points are the epochs ahead, at the
 * rebase rate with the reward pool paying in full and nothing more claimed.
 */
export const VestingPoint = Type.Object({
  at: Type.String(),
  claimed: DecimalStringSchema,
  claimable: DecimalStringSchema,
  vesting: DecimalStringSchema,
  rebased: DecimalStringSchema,
  projected: Type.Boolean(),
});
export type VestingPoint = Static<typeof VestingPoint>;

export const BondVesting = Type.Object({
  id: IdSchema,
  payout: DecimalStringSchema,
  orderTime: Type.String(),
  deadline: Type.String(),
  ...PageOf(VestingPoint).properties,
});
export type BondVesting = Static<typeof BondVesting>;

/**
 * GET /api/v2/bond/vesting — one of the user's reserve bonds from purchase to deadline, oldest
 * first: the purchase, each epoch vested so far, then the epochs ahead. Another user's bond is
 * `bondOrderNotFound`.
 */
export const bondVestingRoute = route('GET', '/api/v2/bond/vesting', BondVesting, {
  querystring: BondVestingQuery,
});
