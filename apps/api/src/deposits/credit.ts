import { externalAccount, systemAccount, userAccount } from '../ledger/accounts';
import type { LedgerTx } from '../ledger/ledger';
import { findUserByAddress } from '../repositories/users';
import { linkEvent, recordEvent, type StoredEvent } from '../watcher/chain-events';
import type { DepositEvent } from '../watcher/events';
import { creditOrder, findMatchingOrder } from './orders';

export type CreditOutcome =
  | {
      status: 'credited';
      eventId: string;
      operationId: string;
      disposition: 'order' | 'plain' | 'suspense';
      userId: string | null;
      orderId: string | null;
    }
  /** The event was credited before (by the callback, the watcher, or a concurrent twin). */
  | { status: 'duplicate'; event: StoredEvent };

/**
 * Credits one transfer into the Vault, exactly once (business-rules 0.4 and 3): to the order it
 * pays (`orderId` from a verified callback, else the watcher's match), else to the sender's
 * available balance as a plain deposit, else, from an address no user has, to the suspense
 * account for operator review. The external account pays, so conservation holds either way.
 */
export async function creditDeposit(
  tx: LedgerTx,
  event: DepositEvent,
  orderId?: string,
): Promise<CreditOutcome> {
  const user = await findUserByAddress(tx.q, event.from);
  const recorded = await recordEvent(tx.q, event, user ? 'plain' : 'suspense', user?.id ?? null);
  if (!recorded.inserted) return { status: 'duplicate', event: recorded.event };
  const eventId = recorded.event.id;

  let paid: string | null = null;
  if (user) {
    const candidate =
      orderId ??
      (await findMatchingOrder(tx.q, {
        userId: user.id,
        asset: event.asset,
        amount: event.amount,
        txHash: event.txHash,
      }));
    // An order credited meanwhile by another transfer: this one is still the user's money.
    if (candidate && (await creditOrder(tx.q, candidate, eventId, null))) paid = candidate;
  }

  const disposition = paid ? 'order' : user ? 'plain' : 'suspense';
  const params = {
    chainId: event.chainId,
    txHash: event.txHash.toLowerCase(),
    logIndex: event.logIndex,
    asset: event.asset,
    amount: event.amount.toString(),
  };
  const op = await tx.execute({
    key: `deposit:${event.chainId}:${params.txHash}:${event.logIndex}`,
    type: user ? 'deposit' : 'deposit_suspense',
    userId: user?.id ?? null,
    params,
    result: { eventId, orderId: paid },
    postings: [
      { account: externalAccount(event.asset), amount: -event.amount },
      {
        account: user ? userAccount(user.id, event.asset) : systemAccount('suspense', event.asset),
        amount: event.amount,
      },
    ],
  });
  await linkEvent(tx.q, eventId, op.id, disposition);
  if (paid) {
    await tx.q.query('UPDATE deposit_orders SET operation_id = $2 WHERE id = $1', [paid, op.id]);
  }
  return {
    status: 'credited',
    eventId,
    operationId: op.id,
    disposition,
    userId: user?.id ?? null,
    orderId: paid,
  };
}
