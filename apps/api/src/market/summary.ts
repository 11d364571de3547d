import type { MarketPriceView, MarketSummary } from '@xbond/shared/api/market';
import type { Queryable } from '../db/db';
import type { AssetBook } from '../ledger/assets';
import { type MarketPrices, PRICED_ASSETS, type Quoted } from './prices';

/** All users' active staked principal in X base units: flexible and regular. */
async function totalStaked(q: Queryable): Promise<bigint> {
  const rows = await q.query<{ total: string | null }>(
    `SELECT sum(balance)::text AS total FROM ledger_accounts
     WHERE owner_type = 'user' AND asset = 'X' AND kind IN ('flexible_principal', 'fixed_principal')`,
  );
  return BigInt(rows[0]?.total ?? '0');
}

/**
 * GET /common/market: X's and TNB's prices (a price the chain never answered is left out) and
 * the total staked, for the home page before anyone connects.
 */
export async function marketSummary(
  q: Queryable,
  book: AssetBook,
  market: MarketPrices,
): Promise<MarketSummary> {
  const [prices, staked] = await Promise.all([
    Promise.all(PRICED_ASSETS.map((asset) => market.get(asset).catch(() => null))),
    totalStaked(q),
  ]);
  return {
    prices: prices.flatMap((quoted) => (quoted ? [marketPriceView(quoted)] : [])),
    totalStaked: book.format('X', staked),
  };
}

/**
 * A price as the screens show it: spot and reference, how far apart and whether that refuses
 * purchases, when it was read, and whether it is stale.
 */
export const marketPriceView = ({ price, stale }: Quoted): MarketPriceView => ({
  asset: price.asset,
  price: price.price,
  reference: price.reference.price,
  deviationBps: price.deviationBps,
  moving: price.moving,
  at: price.at.toISOString(),
  stale,
});
