import { ratioToDecimal } from '@xbond/contracts/price';
import { formatAmount } from '@xbond/shared/amount';
import type { SwapAsset } from '@xbond/shared/api/swap';
import { AppError } from '../errors';
import type { AssetBook } from '../ledger/assets';
import type { TradingContext } from '../trading/context';
import type { SwapSettings } from '../trading/swap-settings';

export interface SwapRequest {
  from: SwapAsset;
  to: SwapAsset;
  /** Base units of `from`. */
  amount: bigint;
  slippageBps: number;
}

/**
 * A quote's or an exchange's request, checked beyond its schema: two different assets, an
 * amount of `from` with at most its decimals, a slippage the settings allow.
 */
export function parseSwapRequest(
  ctx: Pick<TradingContext, 'money' | 'swap'>,
  r: { from: SwapAsset; to: SwapAsset; amount: string; slippageBps?: number | undefined },
): SwapRequest {
  if (r.from === r.to) throw new AppError('swapCurrency');
  return {
    from: r.from,
    to: r.to,
    amount: parseSwapAmount(ctx.money.book, r.from, r.amount),
    slippageBps: checkSlippage(ctx.swap, r.slippageBps),
  };
}

/** A positive amount of `asset`; anything else is the spec's "enter a correct amount". */
export function parseSwapAmount(book: AssetBook, asset: SwapAsset, text: string): bigint {
  try {
    return book.parsePositive(asset, text);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('swapAmountInvalid');
    throw error;
  }
}

function checkSlippage(s: SwapSettings, bps: number | undefined): number {
  const slippage = bps ?? s.slippage.defaultBps;
  if (slippage < s.slippage.minBps || slippage > s.slippage.maxBps) {
    const percent = (b: number) => formatAmount(BigInt(b), 2);
    throw new AppError('swapSlippageInvalid', [
      percent(s.slippage.minBps),
      percent(s.slippage.maxBps),
    ]);
  }
  return slippage;
}

/** `to` per one `from`, in whole units, as a decimal string (18 digits at most). */
export function swapPrice(
  book: AssetBook,
  s: { from: SwapAsset; to: SwapAsset; amount: bigint },
  out: bigint,
): string {
  return ratioToDecimal(
    out * 10n ** BigInt(book.decimals(s.from)),
    s.amount * 10n ** BigInt(book.decimals(s.to)),
  );
}
