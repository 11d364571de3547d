import type { SwapAsset, SwapQuote, SwapQuoteQuery } from '@xbond/shared/api/swap';
import type { Queryable } from '../db/db';
import { AppError } from '../errors';
import type { TradingContext } from '../trading/context';
import { checkRoute, routeOut, routeViews, type SwapPrices, swapPrices } from './market';
import { type CurveOut, covers, minimumOut, prizeShare, swapFee, treasuryMoves } from './pricing';
import { parseSwapRequest, type SwapRequest, swapPrice } from './request';

/** A swap priced at `prices`: the fee, the curve's output and its minimum at the slippage. */
export interface Priced extends CurveOut {
  fee: bigint;
  minOut: bigint;
}

/**
 * What `r` gets at `prices` (docs/trading.md; the worse of spot and reference, market.ts);
 * refused through a stale pair, and when the output rounds to nothing (the spec's "enter a
 * correct amount"). A moving market is the exchange's to refuse: a quote still answers.
 */
export function priceSwap(ctx: TradingContext, prices: SwapPrices, r: SwapRequest): Priced {
  checkRoute(prices, r.from, r.to);
  const fee = swapFee(r.amount, ctx.swap.feeBps);
  const curve = routeOut(prices, r.from, r.to, r.amount - fee);
  if (curve.out === 0n) throw new AppError('swapAmountInvalid');
  return { ...curve, fee, minOut: minimumOut(curve.out, r.slippageBps) };
}

/**
 * GET /swap/quote. `fillsNow` is a hint, read without the trading lock: whether no swap waits
 * for `to` ahead of this one and the treasury holds the output and the prize share.
 */
export async function quoteSwap(ctx: TradingContext, query: SwapQuoteQuery): Promise<SwapQuote> {
  const { book, db, clock } = ctx.money;
  const r = parseSwapRequest(ctx, query);
  const prices = await swapPrices(ctx.market, clock.now());
  const priced = priceSwap(ctx, prices, r);
  const { inventory, queued } = await treasuryAndQueue(db, r.to);
  const prize = prizeShare(r.from, priced.fee, ctx.swap.prizeShareBps, prices.reserves);
  return {
    from: r.from,
    to: r.to,
    amount: book.format(r.from, r.amount),
    amountOut: book.format(r.to, priced.out),
    price: swapPrice(book, r, priced.out),
    priceImpactBps: priced.impactBps,
    fee: book.format(r.from, priced.fee),
    slippageBps: r.slippageBps,
    minimumReceived: book.format(r.to, priced.minOut),
    priceAt: prices.at.toISOString(),
    fillsNow: !queued && covers(inventory, treasuryMoves(r, priced.out, prize)),
    markets: routeViews(prices, r.from, r.to),
  };
}

/**
 * The treasury's balances, and whether any swap waits for `to`, in one statement: the quote's
 * hint reads nothing else.
 */
async function treasuryAndQueue(q: Queryable, to: SwapAsset) {
  const rows = await q.query<{ asset: SwapAsset | null; balance: string | null; queued: boolean }>(
    `SELECT t.asset, t.balance, EXISTS (
       SELECT 1 FROM swaps WHERE status = 'pending' AND to_asset = $1
     ) AS queued
     FROM (SELECT 1) AS one LEFT JOIN (
       SELECT asset, SUM(balance)::text AS balance FROM ledger_accounts
       WHERE owner_type = 'system' AND owner_id = 'treasury' GROUP BY asset
     ) t ON true`,
    [to],
  );
  const inventory = new Map<SwapAsset, bigint>();
  for (const r of rows) if (r.asset && r.balance) inventory.set(r.asset, BigInt(r.balance));
  return { inventory, queued: rows.some((r) => r.queued) };
}
