import { earningsRoom, recordEarning, splitReward } from '../earnings/cap';
import { systemAccount, type UserKind, userAccount } from '../ledger/accounts';
import type { LedgerTx } from '../ledger/ledger';
import type { DayTerms } from './day-terms';

export interface RewardInput {
  key: string;
  type: string;
  userId: string;
  source: 'flexible' | 'fixed';
  orderId?: string;
  day: string;
  due: bigint;
  /** Where the paid reward goes: available (flexible) or the released reward (fixed). */
  to: UserKind;
}

/**
 * Pays one reward of a day's settlement from the reward pool, under the exit cap and the
 * day's pro-rata share, as one keyed operation with its earnings record. Answers what was
 * paid, or null when the key was settled before (a resumed batch).
 */
export async function payReward(
  tx: LedgerTx,
  r: RewardInput,
  terms: DayTerms,
  capMultiple: number,
): Promise<bigint | null> {
  const op = await tx.begin({
    key: r.key,
    type: r.type,
    userId: r.userId,
    params: { day: r.day, ...(r.orderId ? { orderId: r.orderId } : {}) },
  });
  if (op.replayed) return null;
  const room = await earningsRoom(tx.q, r.userId, capMultiple);
  const split = splitReward(r.due, room, terms);
  await tx.post(op.id, [
    { account: systemAccount('reward_pool', 'X'), amount: -split.paid },
    { account: userAccount(r.userId, 'X', r.to), amount: split.paid },
  ]);
  await recordEarning(tx.q, { ...r, ...split, operationId: op.id });
  await tx.finish(op.id, { paid: split.paid.toString(), frozen: split.frozen.toString() });
  return split.paid;
}
