import { uniswapV2PairAbi } from '@xbond/contracts/abis';
import { type Address, isAddressEqual, type PublicClient } from 'viem';
import type { Queryable } from '../db/db';
import type { PricedAsset } from './prices';

const Q112 = 1n << 112n;
const U32 = 1n << 32n;
const U256 = 1n << 256n;

/**
 * A pair's price accumulator of one token (the other token's base units per its base unit,
 * UQ112x112, summed per second) at time `t` (unix seconds), and the block it was read at.
 */
export interface Accumulator {
  t: bigint;
  cumulative: bigint;
  block: bigint;
}

/**
 * The accumulator of `token`'s price in the pair's other token at `blockNumber`: at the block's
 * own time (`atBlock`: a fact of the chain, what an observation keeps), and extended from there
 * to `now` = the later of the block's time and `nowSeconds` (the product's clock) at the
 * reserves as they stand: no block since, so they held all along (Uniswap V2's oracle library,
 * `currentCumulativePrices`). So the reference follows time as the product's clock tells it,
 * between blocks too, and no stored figure depends on the clock.
 */
export async function readAccumulator(
  client: PublicClient,
  pair: Address,
  token: Address,
  blockNumber: bigint,
  nowSeconds: bigint,
): Promise<{ atBlock: Accumulator; now: Accumulator }> {
  const read = { address: pair, abi: uniswapV2PairAbi, blockNumber } as const;
  const [token0, reserves, c0, c1, block] = await Promise.all([
    client.readContract({ ...read, functionName: 'token0' }),
    client.readContract({ ...read, functionName: 'getReserves' }),
    client.readContract({ ...read, functionName: 'price0CumulativeLast' }),
    client.readContract({ ...read, functionName: 'price1CumulativeLast' }),
    client.getBlock({ blockNumber }),
  ]);
  const [r0, r1, updatedAt] = reserves;
  const isToken0 = isAddressEqual(token0, token);
  const [last, reserveToken, reserveOther] = isToken0 ? [c0, r0, r1] : [c1, r1, r0];
  const at = (t: bigint): Accumulator => {
    // uint32 time and uint256 sums wrap on chain; differences taken modulo give the same result.
    const elapsed = ((((t % U32) - BigInt(updatedAt)) % U32) + U32) % U32;
    const cumulative =
      reserveToken === 0n
        ? last
        : (last + ((reserveOther << 112n) / reserveToken) * elapsed) % U256;
    return { t, cumulative, block: blockNumber };
  };
  const now = block.timestamp > nowSeconds ? block.timestamp : nowSeconds;
  return { atBlock: at(block.timestamp), now: at(now) };
}

/** The average price between two accumulators, base units per base unit; null over no time. */
export function averagePrice(
  from: Accumulator,
  to: Accumulator,
): { num: bigint; den: bigint } | null {
  const seconds = to.t - from.t;
  if (seconds <= 0n) return null;
  return { num: (((to.cumulative - from.cumulative) % U256) + U256) % U256, den: seconds * Q112 };
}

/**
 * How long observations are kept past the window: a settlement that runs late (its job failing
 * or waiting for another, docs/time.md) still reads the reference at its period's end.
 */
const KEEP_SECONDS = 8n * 86_400n;

export interface OracleSettings {
  /** The reference price's window (PRICE_TWAP_MINUTES), seconds. */
  windowSeconds: number;
  /** At most one observation per asset this often (PRICE_OBSERVATION_SECONDS). */
  observeEverySeconds: number;
}

/**
 * The reference price's observations in the database (docs/insurance.md, "Market price"): the
 * accumulator at a block's time, kept at most every `observeEverySeconds` of chain time by the
 * observation sweep, at start and on reads;
 * the reference averages from the newest observation at least a window old to now, or from
 * the oldest there is when the history is shorter (the span there is).
 */
export class PriceOracle {
  constructor(
    private readonly db: Queryable,
    private readonly settings: OracleSettings,
  ) {}

  /** The observation the reference averages from at `now`; null before the first. */
  async anchor(asset: PricedAsset, now: Accumulator): Promise<Accumulator | null> {
    const rows = await this.db.query<{ t: string; cumulative: string; block: string }>(
      `SELECT t, cumulative, block FROM (
         (SELECT 0 AS choice, t::text, cumulative::text, block::text FROM price_observations
          WHERE asset = $1 AND t <= $2 ORDER BY t DESC LIMIT 1)
         UNION ALL
         (SELECT 1, t::text, cumulative::text, block::text FROM price_observations
          WHERE asset = $1 AND t <= $3 ORDER BY t ASC LIMIT 1)
       ) AS candidates ORDER BY choice LIMIT 1`,
      [asset, String(now.t - BigInt(this.settings.windowSeconds)), String(now.t)],
    );
    const row = rows[0];
    if (!row) return null;
    return { t: BigInt(row.t), cumulative: BigInt(row.cumulative), block: BigInt(row.block) };
  }

  /**
   * The span the reference at a past time `at` averages over, from the kept observations: to
   * the newest observation at most two intervals before `at`, from that one's anchor. Null when
   * none was kept near `at` (the product was down then, or no block came).
   */
  async closing(
    asset: PricedAsset,
    at: bigint,
  ): Promise<{ from: Accumulator; to: Accumulator } | null> {
    const near = 2n * BigInt(this.settings.observeEverySeconds);
    const rows = await this.db.query<{ t: string; cumulative: string; block: string }>(
      `SELECT t::text, cumulative::text, block::text FROM price_observations
       WHERE asset = $1 AND t <= $2 AND t >= $3 ORDER BY t DESC LIMIT 1`,
      [asset, String(at), String(at - near)],
    );
    const row = rows[0];
    if (!row) return null;
    const to = { t: BigInt(row.t), cumulative: BigInt(row.cumulative), block: BigInt(row.block) };
    const from = await this.anchor(asset, to);
    return from && from.t < to.t ? { from, to } : null;
  }

  /**
   * Keeps `now` as an observation unless one is younger than the interval, and forgets those
   * older than the window's anchor by more than KEEP_SECONDS. True when it kept it.
   */
  async observe(asset: PricedAsset, now: Accumulator): Promise<boolean> {
    const every = BigInt(this.settings.observeEverySeconds);
    const kept = await this.db.query(
      `INSERT INTO price_observations (asset, t, cumulative, block)
       SELECT $1, $2, $3, $4
       WHERE NOT EXISTS (SELECT 1 FROM price_observations WHERE asset = $1 AND t > $5)
       ON CONFLICT (asset, t) DO NOTHING RETURNING t`,
      [asset, String(now.t), now.cumulative.toString(), String(now.block), String(now.t - every)],
    );
    await this.db.query(
      `DELETE FROM price_observations WHERE asset = $1 AND t < (
         SELECT max(t) FROM price_observations WHERE asset = $1 AND t <= $2)`,
      [asset, String(now.t - BigInt(this.settings.windowSeconds) - KEEP_SECONDS)],
    );
    return kept.length > 0;
  }
}
