import { type Address, isAddressEqual } from 'viem';
import { linkEvent, recordEvent, type StoredEvent } from '../chain/chain-events';
import type { DepositEvent } from '../chain/events';
import { externalAccount, systemAccount, userAccount } from '../ledger/accounts';
import type { LedgerTx } from '../ledger/ledger';
import { notify } from '../notices/write';
import { findUserByAddress } from '../users/users';
import { creditOrder, findMatchingOrder } from './orders';

export type CreditOutcome =
  | {
      status: 'credited';
      eventId: string;
      operationId: string;
      disposition: 'order' | 'plain' | 'treasury' | 'suspense';
      userId: string | null;
      orderId: string | null;
    }
  /** The event was credited before (by the callback, the watcher, or a concurrent twin). */
  | { status: 'duplicate'; event: StoredEvent };

/** Where a transfer's money goes: the operation type and the account credited. */
function destination(disposition: CreditDisposition, userId: string | null, event: DepositEvent) {
  switch (disposition) {
    case 'order':
    case 'plain':
      if (!userId) throw new Error('a user deposit without a user');
      return { type: 'deposit', account: userAccount(userId, event.asset) };
    case 'treasury':
      return { type: 'treasury_topup', account: systemAccount('treasury', event.asset) };
    case 'suspense':
      return { type: 'deposit_suspense', account: systemAccount('suspense', event.asset) };
  }
}

type CreditDisposition = Extract<CreditOutcome, { status: 'credited' }>['disposition'];

/**
 * Credits one transfer into the Vault, exactly once (docs/ledger.md, "Principles" and "Deposits"):
 * to the order it pays (`orderId` from a verified callback, else the watcher's match), else, from
 * OPERATOR_ADDRESS, to the treasury (a top-up), else to the sender's available balance as a
 * plain deposit, else, from an address no user has, to the suspense account for operator
 * review. The external account pays, so conservation holds either way.
 */
export async function creditDeposit(
  tx: LedgerTx,
  event: DepositEvent,
  /** `now`: the clock's time, for matching an order that has not expired. */
  options: { operator: Address; now: Date; orderId?: string },
): Promise<CreditOutcome> {
  const user = await findUserByAddress(tx.q, event.from);
  // The operator may also be a user (the genesis account, locally): its plain transfers are
  // the treasury's, so the event names no user that a later callback could claim it for.
  const fromOperator = isAddressEqual(event.from, options.operator);
  const recorded = await recordEvent(
    tx.q,
    event,
    fromOperator ? 'treasury' : user ? 'plain' : 'suspense',
    user?.id ?? null,
  );
  if (!recorded.inserted) return { status: 'duplicate', event: recorded.event };
  const eventId = recorded.event.id;

  let paid: string | null = null;
  if (user) {
    const candidate =
      options.orderId ??
      (await findMatchingOrder(tx.q, {
        userId: user.id,
        asset: event.asset,
        amount: event.amount,
        txHash: event.txHash,
        now: options.now,
      }));
    // An order credited meanwhile by another transfer: this one is still the user's money.
    if (candidate && (await creditOrder(tx.q, candidate, eventId, null))) paid = candidate;
  }

  const disposition: CreditDisposition = paid
    ? 'order'
    : fromOperator
      ? 'treasury'
      : user
        ? 'plain'
        : 'suspense';
  const userId = disposition === 'order' || disposition === 'plain' ? (user?.id ?? null) : null;
  const to = destination(disposition, userId, event);
  const params = {
    chainId: event.chainId,
    txHash: event.txHash.toLowerCase(),
    logIndex: event.logIndex,
    txLogIndex: event.txLogIndex,
    asset: event.asset,
    amount: event.amount.toString(),
  };
  const op = await tx.execute({
    // The receipt's place, written `#n` so no key of the block-wide index form can match it.
    key: `deposit:${event.chainId}:${params.txHash}#${event.txLogIndex}`,
    type: to.type,
    userId,
    params,
    result: { eventId, orderId: paid },
    postings: [
      { account: externalAccount(event.asset), amount: -event.amount },
      { account: to.account, amount: event.amount },
    ],
  });
  await linkEvent(tx.q, eventId, op.id, { disposition, userId });
  if (userId) {
    await notify(tx.q, {
      userId,
      kind: 'deposit_credited',
      params: { asset: event.asset, amount: event.amount.toString() },
      key: `deposit_credited:${op.id}`,
      at: options.now,
    });
  }
  if (paid) {
    await tx.q.query('UPDATE deposit_orders SET operation_id = $2 WHERE id = $1', [paid, op.id]);
  }
  return { status: 'credited', eventId, operationId: op.id, disposition, userId, orderId: paid };
}
