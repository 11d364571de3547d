import type { ReleasePlan } from '@xbond/shared/api/team';
import { systemAccount, userAccount } from '../ledger/accounts';
import type { TeamContext } from './context';
import { findPlan, quotePlan } from './plans';
import { insertRelease, releaseOfOperation } from './releases';
import { releaseView } from './view';

/**
 * POST /team/release (docs/team.md): `amount` of the locked bonus starts a plan in one
 * keyed operation: its donation to the reward pool, the rest to the plan's account (released
 * day by day by release-job.ts) or, for a plan of 0 days, straight to the withdrawable bonus.
 * More than the locked bonus is insufficientBalance.
 */
export async function startRelease(
  ctx: TeamContext,
  userId: string,
  body: { scheme: string; amount: string },
  idempotencyKey: string,
): Promise<ReleasePlan> {
  const { book, ledger, clock } = ctx.pledge.money;
  const plan = findPlan(ctx, body.scheme);
  const amount = book.parsePositive('X', body.amount);
  return ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `team_release:${userId}:${idempotencyKey}`,
      type: 'bonus_donation',
      userId,
      params: { scheme: plan.scheme, amount: amount.toString() },
    });
    if (op.replayed) return releaseView(book, await releaseOfOperation(tx.q, op.id));
    const now = clock.now();
    const quote = quotePlan(plan, amount, now);
    const atOnce = plan.days === 0;
    await tx.post(op.id, [
      { account: userAccount(userId, 'X', 'bonus_locked'), amount: -amount },
      { account: systemAccount('reward_pool', 'X'), amount: quote.donation },
      {
        account: userAccount(userId, 'X', atOnce ? 'bonus_released' : 'bonus_releasing'),
        amount: quote.release,
      },
    ]);
    const row = await insertRelease(tx.q, {
      userId,
      scheme: plan.scheme,
      amount,
      donation: quote.donation,
      days: plan.days,
      createdAt: now,
      releaseStart: quote.releaseStart,
      released: atOnce ? quote.release : 0n,
      operationId: op.id,
    });
    return releaseView(book, row);
  });
}
