import type { TeamRewardHistory } from '@xbond/shared/api/history';
import { periodName } from '@xbond/shared/periods';
import { dayDate, dayPage, firstEarningDay, paidByDay } from '../earnings/history';
import type { TeamContext } from './context';

const SOURCES = ['direct', 'community'] as const;

/**
 * GET /team/reward_history: per ended UTC day from the first team reward on, the direct and
 * community rewards paid into the locked bonus (the team-rewards job's earnings rows, written
 * with their ledger operations; frozen and short amounts were never paid and are not shown).
 */
export async function teamRewardHistory(
  ctx: TeamContext,
  userId: string,
  page: number,
  pageSize: number,
): Promise<TeamRewardHistory> {
  const { db, book, clock } = ctx.pledge.money;
  const first = await firstEarningDay(db, userId, SOURCES);
  const { days, total } = dayPage(first, clock.now(), page, pageSize);
  const paid = await paidByDay(db, userId, SOURCES, days);
  const items = days.map((start) => {
    const day = paid.get(periodName('day', start));
    return {
      day: dayDate(start),
      direct: book.format('X', day?.get('direct') ?? 0n),
      community: book.format('X', day?.get('community') ?? 0n),
    };
  });
  return { items, total, page, pageSize };
}
