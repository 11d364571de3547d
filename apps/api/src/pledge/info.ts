import type { PledgeInfo, PledgeRates } from '@xbond/shared/api/pledge';
import { periodAt } from '@xbond/shared/periods';
import { activePrincipal, earningsSummary } from '../earnings/cap';
import { userBalance } from '../ledger/balances';
import { type PledgeContext, pledgeBounds } from './context';
import { dayRatePpm, poolHealthPpm } from './rates';
import { yesterday } from './view';

/** GET /pledge/info: the user's flexible pledge, today's terms, the limit and the exit cap. */
export async function pledgeInfo(ctx: PledgeContext, userId: string): Promise<PledgeInfo> {
  const { db, book, clock } = ctx.money;
  const x = (amount: bigint) => book.format('X', amount);
  const { limit } = pledgeBounds(ctx);
  const multiple = ctx.settings.earningsCapMultiple;
  const [principal, claimable, used, health, earnings, flexible] = await Promise.all([
    userBalance(db, userId, 'X', 'flexible_principal'),
    userBalance(db, userId, 'X', 'fixed_reward'),
    activePrincipal(db, userId),
    // Today's health as today's settlement would read it if nothing changed until the day ends.
    poolHealthPpm(db, ctx.settings, periodAt('day', clock.now())),
    earningsSummary(db, userId, multiple),
    flexibleEarnings(ctx, userId, yesterday(clock.now())),
  ]);
  return {
    flexible: { principal: x(principal), ratePpm: ctx.settings.flexibleRatePpm, ...flexible },
    min: ctx.settings.min,
    terms: ctx.settings.terms.map((t) => ({ ...t, todayRatePpm: Number(dayRatePpm(t, health)) })),
    poolHealthPpm: Number(health),
    limit: { max: x(limit), used: x(used), left: x(used < limit ? limit - used : 0n) },
    claimable: x(claimable),
    earnings: {
      earned: x(earnings.earned),
      cap: x(earnings.cap),
      left: x(earnings.cap > earnings.earned ? earnings.cap - earnings.earned : 0n),
      frozen: x(earnings.frozen),
      multiple,
    },
  };
}

/** GET /pledge/rates (public): the terms at today's pool health, nobody's own figures. */
export async function pledgeRates(ctx: PledgeContext): Promise<PledgeRates> {
  const health = await poolHealthPpm(
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

/** The flexible pledge's yield of `day` and in total. */
async function flexibleEarnings(ctx: PledgeContext, userId: string, day: string) {
  const [row] = await ctx.money.db.query<{ yesterday: string | null; total: string | null }>(
    `SELECT SUM(paid) FILTER (WHERE day = $2)::text AS yesterday, SUM(paid)::text AS total
     FROM earnings WHERE user_id = $1 AND source = 'flexible'`,
    [userId, day],
  );
  const x = (v: string | null | undefined) => ctx.money.book.format('X', BigInt(v ?? 0));
  return { yesterdayYield: x(row?.yesterday), totalRevenue: x(row?.total) };
}
