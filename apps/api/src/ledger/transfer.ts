import type { Asset } from '@xbond/shared/assets';
import { type UserKind, userAccount } from './accounts';
import type { Ledger, OperationOutcome } from './ledger';

/**
 * Moves `amount` of `asset` between two user accounts as one operation: the shape of every
 * internal movement (stake, swap legs, rewards), and what the ledger benchmark measures.
 */
export function transferBetweenUsers(
  ledger: Ledger,
  t: {
    key: string;
    type?: string;
    from: { userId: string; kind?: UserKind };
    to: { userId: string; kind?: UserKind };
    asset: Asset;
    amount: bigint;
  },
): Promise<OperationOutcome> {
  if (t.amount <= 0n) throw new RangeError('a transfer moves a positive amount');
  return ledger.execute({
    key: t.key,
    type: t.type ?? 'transfer',
    userId: t.from.userId,
    params: { to: t.to.userId, asset: t.asset, amount: t.amount.toString() },
    postings: [
      { account: userAccount(t.from.userId, t.asset, t.from.kind), amount: -t.amount },
      { account: userAccount(t.to.userId, t.asset, t.to.kind), amount: t.amount },
    ],
  });
}
