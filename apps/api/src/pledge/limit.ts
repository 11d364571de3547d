import type { Queryable } from '../db/db';
import { activePrincipal } from '../earnings/cap';
import { AppError } from '../errors';
import { type PledgeContext, pledgeBounds } from './context';

/**
 * Inside a staking transaction that holds the user's lock (`lockUsers`: parallel stakes of
 * one user queue, so none passes the limit on a stale total): refuses an amount below
 * PLEDGE_MIN or one that would take the active principal past PLEDGE_LIMIT.
 */
export async function checkNewPrincipal(
  q: Queryable,
  ctx: PledgeContext,
  userId: string,
  amount: bigint,
): Promise<void> {
  checkPrincipalLimit(ctx, await activePrincipal(q, userId), amount);
}

/** `checkNewPrincipal` given the active principal `used`, read under the user's lock. */
export function checkPrincipalLimit(ctx: PledgeContext, used: bigint, amount: bigint): void {
  const { min, limit } = pledgeBounds(ctx);
  if (amount < min) throw new AppError('pledgeBelowMinimum', [ctx.settings.min]);
  if (used + amount > limit) {
    const left = used < limit ? limit - used : 0n;
    throw new AppError('pledgeLimitExceeded', [
      ctx.settings.limit,
      ctx.money.book.format('X', left),
    ]);
  }
}

/** The term of `days`, or the refusal that lists the offered ones. */
export function termOf(ctx: PledgeContext, days: number) {
  const term = ctx.settings.terms.find((t) => t.days === days);
  if (!term) {
    throw new AppError('pledgeTermInvalid', [ctx.settings.terms.map((t) => t.days).join('/')]);
  }
  return term;
}
