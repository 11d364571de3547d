import type { PledgeInfo, PledgeRates } from '@xbond/shared/api/pledge';
import { periodAt } from '@xbond/shared/periods';
import { type Read, readAll } from '../db/db';
import { PRINCIPAL_KINDS } from '../earnings/cap';
import { type PledgeContext, pledgeBounds } from './context';
import { dayRatePpm, poolHealthRead, stakedBefore, todayHealthPpm } from './rates';
import { yesterday } from './view';

/** GET /pledge/info: the user's flexible pledge, today's terms, the limit and the exit cap. */
export async function pledgeInfo(ctx: PledgeContext, userId: string): Promise<PledgeInfo> {
  const { db, book, clock } = ctx.money;
  const x = (amount: bigint) => book.format('X', amount);
  const { limit } = pledgeBounds(ctx);
  const multiple = ctx.settings.earningsCapMultiple;
  const now = clock.now();
  const today = periodAt('day', now);
  const earlier = await stakedBefore(db, today);
  // The user's figures and today's health (as today's settlement would read it if nothing
  // changed until the day ends) in one round trip.
  const [mine, health] = await readAll(db, [
    userFiguresRead(userId, yesterday(now)),
    poolHealthRead(ctx.settings, today, earlier),
  ]);
  const used = mine.flexible + mine.fixed;
  // The exit cap (earnings/cap.ts): multiple x the active principal.
  const cap = used * BigInt(multiple);
  return {
    flexible: {
      principal: x(mine.flexible),
      ratePpm: ctx.settings.flexibleRatePpm,
      yesterdayYield: x(mine.yesterdayYield),
      totalRevenue: x(mine.totalRevenue),
    },
    min: ctx.settings.min,
    terms: ctx.settings.terms.map((t) => ({ ...t, todayRatePpm: Number(dayRatePpm(t, health)) })),
    poolHealthPpm: Number(health),
    limit: { max: x(limit), used: x(used), left: x(used < limit ? limit - used : 0n) },
    claimable: x(mine.claimable),
    earnings: {
      earned: x(mine.earned),
      cap: x(cap),
      left: x(cap > mine.earned ? cap - mine.earned : 0n),
      frozen: x(mine.frozen),
      multiple,
    },
  };
}

/** GET /pledge/rates (public): the terms at today's pool health, nobody's own figures. */
export async function pledgeRates(ctx: PledgeContext): Promise<PledgeRates> {
  const health = await todayHealthPpm(
    ctx.money.db,
    ctx.settings,
    periodAt('day', ctx.money.clock.now()),
  );
  return {
    min: ctx.settings.min,
    flexibleRatePpm: ctx.settings.flexibleRatePpm,
    terms: ctx.settings.terms.map((t) => ({ ...t, todayRatePpm: Number(dayRatePpm(t, health)) })),
    poolHealthPpm: Number(health),
    limit: ctx.settings.limit,
    earningsCapMultiple: ctx.settings.earningsCapMultiple,
  };
}

type UserFigures = Record<
  'flexible' | 'fixed' | 'claimable' | 'earned' | 'frozen' | 'yesterdayYield' | 'totalRevenue',
  bigint
>;

/**
 * The user's own figures, in one statement: the principals (PRINCIPAL_KINDS, the exit cap's
 * and the limit's measure) and the fixed rewards to claim; every reward earned and frozen, and
 * the flexible pledge's yield of `day` and in total.
 */
function userFiguresRead(
  userId: string,
  day: string,
): Read<UserFigures, Record<string, string | null>> {
  const [flexibleKind, fixedKind] = PRINCIPAL_KINDS;
  return {
    sql: `WITH a AS (
       SELECT kind, balance FROM ledger_accounts
       WHERE owner_type = 'user' AND owner_id = $1::text AND asset = 'X'
         AND kind = ANY($3::text[])
     ), e AS (
       SELECT source, day, paid, frozen FROM earnings WHERE user_id = $1::bigint
     )
     SELECT
       (SELECT SUM(balance) FROM a WHERE kind = $4)::text AS flexible,
       (SELECT SUM(balance) FROM a WHERE kind = $5)::text AS fixed,
       (SELECT SUM(balance) FROM a WHERE kind = 'fixed_reward')::text AS claimable,
       (SELECT SUM(paid) FROM e)::text AS earned,
       (SELECT SUM(frozen) FROM e)::text AS frozen,
       (SELECT SUM(paid) FROM e WHERE source = 'flexible' AND day = $2)::text AS yesterday,
       (SELECT SUM(paid) FROM e WHERE source = 'flexible')::text AS total`,
    params: [userId, day, [...PRINCIPAL_KINDS, 'fixed_reward'], flexibleKind, fixedKind],
    result([row]) {
      const n = (key: string) => BigInt(row?.[key] ?? 0);
      return {
        flexible: n('flexible'),
        fixed: n('fixed'),
        claimable: n('claimable'),
        earned: n('earned'),
        frozen: n('frozen'),
        yesterdayYield: n('yesterday'),
        totalRevenue: n('total'),
      };
    },
  };
}
