import type { Queryable } from '../db/db';
import { userAccount } from '../ledger/accounts';
import type { LedgerTx } from '../ledger/ledger';

/** A filled swap that bought `bought` X for its user. */
export interface XBought {
  userId: string;
  swapId: string;
  bought: bigint;
}

/** The pending turbine X of each of `userIds` who activated the vortex (others are missing). */
async function vortexPending(q: Queryable, userIds: readonly string[]) {
  const rows = await q.query<{ user_id: string; pending: string }>(
    `SELECT v.user_id::text AS user_id, coalesce(a.balance, 0)::text AS pending
     FROM turbo_vortex v
     LEFT JOIN ledger_accounts a ON a.owner_type = 'user' AND a.owner_id = v.user_id::text
       AND a.asset = 'X' AND a.kind = 'turbo_pending'
     WHERE v.user_id = ANY($1::bigint[])`,
    [[...new Set(userIds)]],
  );
  return new Map(rows.map((r) => [r.user_id, BigInt(r.pending)]));
}

/**
 * In the fills of swaps that bought X (docs/trading.md), in fill order: for a user with the
 * vortex activated, an amount equal to what the swap bought of the user's pending turbine X
 * (at most all of it) becomes claimable, as its own operation keyed by the swap. Runs under the
 * trading lock (trading/lock.ts), which every release takes, so the pending balances read here
 * are the ones posted against.
 */
export async function releaseTurbines(tx: LedgerTx, fills: readonly XBought[]): Promise<void> {
  if (fills.length === 0) return;
  const pending = await vortexPending(
    tx.q,
    fills.map((f) => f.userId),
  );
  for (const f of fills) {
    const left = pending.get(f.userId);
    if (left === undefined) continue;
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    const released = left < f.bought ? left : f.bought;
    if (released === 0n) continue;
    pending.set(f.userId, left - released);
    await tx.execute({
      key: `turbo_release:${f.swapId}`,
      type: 'turbo_release',
      userId: f.userId,
      params: { swapId: f.swapId },
      result: { amount: released.toString() },
      postings: [
        { account: userAccount(f.userId, 'X', 'turbo_pending'), amount: -released },
        { account: userAccount(f.userId, 'X', 'turbo_claimable'), amount: released },
      ],
    });
  }
}
