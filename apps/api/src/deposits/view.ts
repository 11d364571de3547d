import type { AssetBook } from '../ledger/assets';
import { type DepositOrder, isExpired } from './orders';

export type DepositOrderStatus = 'open' | 'confirming' | 'credited' | 'expired';

/** An order as the API shows it: decimal amount and where to send it. */
export function orderView(book: AssetBook, order: DepositOrder, now: Date) {
  const status: DepositOrderStatus =
    order.status === 'credited'
      ? 'credited'
      : order.txHash
        ? 'confirming'
        : isExpired(order, now)
          ? 'expired'
          : 'open';
  return {
    id: order.id,
    asset: order.asset,
    amount: book.format(order.asset, order.amount),
    contractAddress: book.address(order.asset),
    recipientAddress: book.custody,
    decimals: book.decimals(order.asset),
    status,
    txHash: order.txHash,
    expiresAt: order.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
  };
}
export type DepositOrderView = ReturnType<typeof orderView>;
