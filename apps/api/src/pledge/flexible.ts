import type { FlexibleChange } from '@xbond/shared/api/pledge';
import type { Queryable } from '../db/db';
import { PRINCIPAL_KINDS } from '../earnings/cap';
import { userAccount } from '../ledger/accounts';
import type { PledgeContext } from './context';
import { flexibleEventInsert } from './flexible-events';
import { checkPrincipalLimit } from './limit';

type Direction = 'stake' | 'unstake';

/**
 * POST /pledge/current/stake and /unstake (docs/pledge.md): X moves between available and
 * the flexible principal (stake), or from the principal to the turbine (unstake, any amount,
 * any time), as one keyed operation with its clock-stamped event. The same Idempotency-Key
 * answers the first result. Under the user's lock the principals read are the ones posted
 * against, so the answer is known before the operation is written with it in one statement.
 */
export async function changeFlexible(
  ctx: PledgeContext,
  userId: string,
  direction: Direction,
  text: string,
  idempotencyKey: string,
): Promise<FlexibleChange> {
  const { book, ledger, clock } = ctx.money;
  const amount = book.parsePositive('X', text);
  const op = {
    key: `pledge_${direction}:${userId}:${idempotencyKey}`,
    type: direction,
    userId,
    params: { amount: amount.toString() },
  };
  return ledger.transaction(async (tx) => {
    // Locked before reading the clock: a day's settlement locks the users it pays, so a change
    // stamped before the day's end has committed by then, and one after it is stamped after.
    const { flexible, fixed } = await lockedPrincipals(tx.q, userId);
    const at = clock.now();
    if (direction === 'stake') {
      try {
        checkPrincipalLimit(ctx, flexible + fixed, amount);
      } catch (error) {
        // A replay answers its first result, whatever the limit says now.
        const first = await tx.begin(op);
        if (first.replayed) return first.result as FlexibleChange;
        throw error;
      }
    }
    const principal = userAccount(userId, 'X', 'flexible_principal');
    const delta = direction === 'stake' ? amount : -amount;
    const result = {
      amount: book.format('X', amount),
      principal: book.format('X', flexible + delta >= 0n ? flexible + delta : 0n),
    };
    const { outcome } = await tx.executeWith(
      {
        ...op,
        result,
        postings:
          direction === 'stake'
            ? [
                { account: userAccount(userId, 'X', 'available'), amount: -amount },
                { account: principal, amount },
              ]
            : [
                { account: principal, amount: -amount },
                { account: userAccount(userId, 'X', 'turbo_pending'), amount },
              ],
      },
      (bind) => [flexibleEventInsert(bind, { userId, at, delta })],
      true,
    );
    return outcome.replayed ? (outcome.result as FlexibleChange) : result;
  });
}

/**
 * Locks the user (`lockUsers`) and reads their flexible and fixed-term principals (the active
 * principal's parts) after the lock, in one round trip (migrations/030_user_locked_reads.sql).
 */
async function lockedPrincipals(q: Queryable, userId: string) {
  const rows = await q.query<{ kind: string; balance: string }>(
    'SELECT kind, balance::text AS balance FROM lock_user_balances($1, $2, $3::text[])',
    [userId, 'X', PRINCIPAL_KINDS],
  );
  const of = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.balance ?? 0);
  return { flexible: of('flexible_principal'), fixed: of('fixed_principal') };
}
