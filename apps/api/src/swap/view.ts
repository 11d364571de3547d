import type { Swap } from '@xbond/shared/api/swap';
import type { AssetBook } from '../ledger/assets';
import type { SwapRow } from './swaps';

/** A swap as the swap record shows it: decimal strings, ISO 8601 times. */
export function swapView(book: AssetBook, s: SwapRow): Swap {
  return {
    id: s.id,
    from: s.from,
    to: s.to,
    amount: book.format(s.from, s.amount),
    fee: book.format(s.from, s.fee),
    quotedOut: book.format(s.to, s.quotedOut),
    slippageBps: s.slippageBps,
    minimumReceived: book.format(s.to, s.minOut),
    amountOut: s.amountOut === null ? null : book.format(s.to, s.amountOut),
    price: s.price,
    status: s.status,
    time: s.createdAt.toISOString(),
    settledAt: s.settledAt?.toISOString() ?? null,
  };
}
