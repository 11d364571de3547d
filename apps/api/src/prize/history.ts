import type { PoolHistory } from '@xbond/shared/api/history';
import type { PrizePeriod } from '@xbond/shared/api/prize';
import { periodAt } from '@xbond/shared/periods';
import { POOL_STEP_SECONDS } from '@xbond/shared/values/history';
import type { TradingContext } from '../trading/context';

/**
 * GET /prize/pool_history: the period in progress, its pool after each step in which it grew
 * (migrations/020), newest first. The pool after a step is the sum of the steps up to it, so
 * the newest point is the period's pot (`fees + carried_in`), the figure the screen shows.
 */
export async function poolHistory(
  ctx: TradingContext,
  kind: PrizePeriod,
  page: number,
  pageSize: number,
): Promise<PoolHistory> {
  const { db, book, clock } = ctx.money;
  const period = periodAt(kind, clock.now());
  const rows = await db.query<{ step_start: Date; pool: string; total: string }>(
    `SELECT step_start, pool::text, total::text FROM (
       SELECT step_start, SUM(added) OVER (ORDER BY step_start) AS pool, COUNT(*) OVER () AS total
       FROM prize_pool_steps WHERE kind = $1 AND period_start = $2
     ) s ORDER BY step_start DESC OFFSET $3 LIMIT $4`,
    [kind, period.start.toISOString(), (page - 1) * pageSize, pageSize],
  );
  const total =
    rows[0]?.total !== undefined ? Number(rows[0].total) : await stepCount(ctx, kind, period.start);
  return {
    period: kind,
    startsAt: period.start.toISOString(),
    endsAt: period.end.toISOString(),
    stepSeconds: POOL_STEP_SECONDS[kind],
    items: rows.map((r) => ({
      at: new Date(r.step_start).toISOString(),
      pool: book.format('USDD', BigInt(r.pool)),
    })),
    total,
    page,
    pageSize,
  };
}

/** How many steps the period has (a page past the last has no row to say it). */
async function stepCount(ctx: TradingContext, kind: PrizePeriod, start: Date): Promise<number> {
  const [row] = await ctx.money.db.query<{ n: string }>(
    `SELECT COUNT(*)::text AS n FROM prize_pool_steps WHERE kind = $1 AND period_start = $2`,
    [kind, start.toISOString()],
  );
  return Number(row?.n ?? 0);
}
