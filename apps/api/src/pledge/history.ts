import type { PledgeHistory } from '@xbond/shared/api/history';
import { periodName } from '@xbond/shared/periods';
import { dayDate, dayPage, paidByDay } from '../earnings/history';
import type { PledgeContext } from './context';

const SOURCES = ['flexible', 'fixed'] as const;

/**
 * GET /pledge/history: per ended UTC day, the yield paid (the settlements' earnings rows of the
 * flexible pledge and the fixed orders) and the principal staked that day, rebuilt from the
 * dated rows as the day's settlement counts it (`day_principal`, migrations/016).
 */
export async function pledgeHistory(
  ctx: PledgeContext,
  userId: string,
  page: number,
  pageSize: number,
): Promise<PledgeHistory> {
  const { db, book, clock } = ctx.money;
  const [first] = await db.query<{ at: Date | null }>(
    `SELECT LEAST((SELECT MIN(at) FROM flexible_events WHERE user_id = $1),
       (SELECT MIN(order_time) FROM fixed_orders WHERE user_id = $1)) AS at`,
    [userId],
  );
  const { days, total } = dayPage(
    first?.at ? new Date(first.at) : null,
    clock.now(),
    page,
    pageSize,
  );
  const paid = await paidByDay(db, userId, SOURCES, days);
  const principals = await db.query<{ start: Date; principal: string }>(
    `SELECT d.start, COALESCE(p.principal, 0)::text AS principal
     FROM unnest($2::timestamptz[]) AS d (start)
     LEFT JOIN LATERAL day_principal(d.start, d.start + interval '1 day', ARRAY[$1::bigint]) p
       ON true`,
    [userId, days.map((d) => d.toISOString())],
  );
  const principalOf = new Map(principals.map((r) => [new Date(r.start).getTime(), r.principal]));
  const items = days.map((start) => {
    const day = paid.get(periodName('day', start));
    const yieldPaid = SOURCES.reduce((sum, s) => sum + (day?.get(s) ?? 0n), 0n);
    return {
      day: dayDate(start),
      yield: book.format('X', yieldPaid),
      principal: book.format('X', BigInt(principalOf.get(start.getTime()) ?? 0)),
    };
  });
  return { items, total, page, pageSize };
}
