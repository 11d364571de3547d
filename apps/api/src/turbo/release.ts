import { userAccount } from '../ledger/accounts';
import { userBalance } from '../ledger/balances';
import type { LedgerTx } from '../ledger/ledger';
import { vortexActivatedAt } from './vortex';

/**
 * In a swap's fill that bought `bought` X (docs/trading.md): with the vortex activated, an
 * equal amount of the user's pending turbine X (at most all of it) becomes claimable, as its
 * own operation keyed by the swap. Runs under the trading lock (trading/lock.ts), which every
 * release takes, so the pending balance read here is the one posted against.
 */
export async function releaseTurbine(
  tx: LedgerTx,
  f: { userId: string; swapId: string; bought: bigint },
): Promise<bigint> {
  if (!(await vortexActivatedAt(tx.q, f.userId))) return 0n;
  const pending = await userBalance(tx.q, f.userId, 'X', 'turbo_pending');
  // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
  const released = pending < f.bought ? pending : f.bought;
  if (released === 0n) return 0n;
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
  return released;
}
