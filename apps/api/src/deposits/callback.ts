import {
  type Address,
  getAddress,
  type Hash,
  isAddressEqual,
  type Log,
  parseEventLogs,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';
import { findEvent } from '../chain/chain-events';
import {
  type DepositEvent,
  decodeTransfers,
  placesInReceipt,
  transferEvent,
} from '../chain/events';
import { AppError } from '../errors';
import type { MoneyContext } from '../ledger/context';
import { findUserById } from '../users/users';
import { creditDeposit } from './credit';
import {
  creditOrder,
  type DepositOrder,
  findOrder,
  isExpired,
  orderOfEvent,
  setOrderTx,
} from './orders';
import { type DepositOrderView, orderView } from './view';

export interface DepositCallbackResult {
  order: DepositOrderView;
  /** 'confirming': valid, not yet DEPOSIT_CONFIRMATIONS deep; post the callback again later. */
  status: 'credited' | 'confirming';
  confirmations: number;
  requiredConfirmations: number;
}

/** The transaction's receipt, or the reason it cannot count: not found, or failed. */
export async function successfulReceipt(
  ctx: Pick<MoneyContext, 'client'>,
  hash: Hash,
): Promise<TransactionReceipt> {
  let receipt: TransactionReceipt;
  try {
    receipt = await ctx.client.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) throw new AppError('txNotFound');
    throw error;
  }
  if (receipt.status !== 'success') throw new AppError('txFailed');
  return receipt;
}

/**
 * How many blocks hold the transaction, its own included, counting only up to the chain's
 * durable head (a credit must not outlive its block: docs/time.md, "Restarts").
 */
export async function confirmationsOf(
  ctx: Pick<MoneyContext, 'client' | 'durable'>,
  block: bigint,
) {
  const head = await ctx.durable(await ctx.client.getBlockNumber({ cacheTime: 0 }));
  return head >= block ? Number(head - block + 1n) : 0;
}

/**
 * The Transfer in `receipt` that pays `order`: token = the order's asset, from = the user,
 * to = the Vault, value = the amount. When there is none, the refusal says what is wrong.
 */
export function findOrderTransfer(
  ctx: Pick<MoneyContext, 'book' | 'chainId'>,
  receipt: TransactionReceipt,
  order: DepositOrder,
  user: Address,
): DepositEvent {
  const logs = receipt.logs as Log<bigint, number, false>[];
  const token = ctx.book.address(order.asset);
  const ours = decodeTransfers(ctx.book, ctx.chainId, logs, placesInReceipt(logs));
  const match = ours.find(
    (t) =>
      isAddressEqual(t.token, token) &&
      isAddressEqual(t.from, user) &&
      t.to === ctx.book.custody &&
      t.amount === order.amount,
  );
  if (match) return match;

  // Any ERC-20 transfer from the user, ours or not, to tell the mistakes apart.
  const fromUser = parseEventLogs({ abi: [transferEvent], logs, eventName: 'Transfer' }).filter(
    (t) => isAddressEqual(t.args.from, user),
  );
  if (fromUser.length === 0) {
    throw new AppError(isAddressEqual(receipt.from, user) ? 'depositNoTransfer' : 'txNotYours');
  }
  const toVault = fromUser.filter((t) => isAddressEqual(t.args.to, ctx.book.custody));
  if (toVault.length === 0) throw new AppError('depositWrongRecipient');
  const sameToken = toVault.filter((t) => isAddressEqual(getAddress(t.address), token));
  if (sameToken.length === 0) throw new AppError('depositWrongToken', [order.asset]);
  throw new AppError('depositWrongAmount', [
    ctx.book.format(order.asset, order.amount),
    order.asset,
  ]);
}

/**
 * POST /recharge/callback: verifies the reported transaction against the order and credits it
 * once it has DEPOSIT_CONFIRMATIONS. Safe to repeat, and safe against the watcher crediting
 * the same transfer: the chain event's unique key decides who credits.
 */
export async function depositCallback(
  ctx: MoneyContext,
  userId: string,
  body: { id: string; txHash: Hash },
): Promise<DepositCallbackResult> {
  const required = ctx.settings.depositConfirmations;
  const answer = async (status: 'credited' | 'confirming', confirmations: number) => {
    const order = await findOrder(ctx.db, body.id, userId);
    if (!order) throw new AppError('orderNotFound');
    return {
      order: orderView(ctx.book, order, ctx.clock.now()),
      status,
      confirmations,
      requiredConfirmations: required,
    };
  };

  const order = await findOrder(ctx.db, body.id, userId);
  if (!order) throw new AppError('orderNotFound');
  if (order.status === 'credited') return answer('credited', required);
  // An order whose transaction was reported in time may finish confirming after it expires.
  const reported = order.txHash === body.txHash.toLowerCase();
  if (isExpired(order, ctx.clock.now()) && !reported) throw new AppError('orderExpired');

  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('unauthorized');
  const receipt = await successfulReceipt(ctx, body.txHash);
  const transfer = findOrderTransfer(ctx, receipt, order, getAddress(user.address));

  const confirmations = await confirmationsOf(ctx, receipt.blockNumber);
  if (confirmations < required) {
    const existing = await findEvent(ctx.db, transfer);
    if (!existing) {
      await setOrderTx(ctx.db, order.id, body.txHash);
      ctx.changes.usersChanged([userId]); // the wallet shows the order as confirming
      return answer('confirming', confirmations);
    }
  }

  // The watcher found the booked history rewritten: a receipt read now may be a forked one.
  if (ctx.chainStatus.reorg) throw new AppError('chainReorg');
  await ctx.ledger.transaction(async (tx) => {
    const locked = await findOrder(tx.q, order.id, userId, true);
    if (!locked || locked.status === 'credited') return;
    const outcome = await creditDeposit(tx, transfer, {
      operator: ctx.operator,
      now: ctx.clock.now(),
      orderId: order.id,
    });
    if (outcome.status === 'credited') return;
    // Credited before: by the watcher (to this order, or as a plain deposit of this user, which
    // this order now explains), or to another order, which this callback cannot take over.
    const paid = await orderOfEvent(tx.q, outcome.event.id);
    if (paid === order.id) return;
    if (paid === null && outcome.event.userId === userId && outcome.event.operationId) {
      await creditOrder(tx.q, order.id, outcome.event.id, outcome.event.operationId);
      tx.touch(userId); // the order leaves the wallet's pending deposits
      await tx.q.query(`UPDATE chain_events SET disposition = 'order' WHERE id = $1`, [
        outcome.event.id,
      ]);
      return;
    }
    throw new AppError('txAlreadyCredited');
  });
  return answer('credited', Math.max(confirmations, required));
}
