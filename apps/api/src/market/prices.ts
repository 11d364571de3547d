import { uniswapV2PairAbi } from '@xbond/contracts/abis';
import type { Deployment } from '@xbond/contracts/deploy';
import { readPairPrice } from '@xbond/contracts/price';
import type { Address, PublicClient } from 'viem';
import type { AssetBook } from '../ledger/assets';
import { type Clock, unixSeconds } from '../time/clock';
import { averagePrice, type PriceOracle, readAccumulator } from './oracle';
import { fairReserves, pricePoint, referencePrice } from './reference';

/** The assets with a market price: each in USDD, from its pair with USDD on chain. */
export const PRICED_ASSETS = ['X', 'TNB'] as const;
export type PricedAsset = (typeof PRICED_ASSETS)[number];

/** USDD per whole token as an exact fraction, and as a decimal string (18 digits at most). */
export interface PricePoint {
  num: bigint;
  den: bigint;
  price: string;
}

export interface MarketPrice extends PricePoint {
  asset: PricedAsset;
  /** `num`, `den`, `price`: the spot price, the pair's reserves ratio now. */
  /** The pair's reserves in base units, the price's source (flash swaps trade against them). */
  reserves: { token: bigint; usdd: bigint };
  /** The reserves the pair would hold at the reference price with the same product (x * y). */
  fair: { token: bigint; usdd: bigint };
  /** The pair's liquidity token's supply, base units (an LP's value, with `reserves.usdd`). */
  lpSupply: bigint;
  /** The block the reserves were read at. */
  block: bigint;
  /** When it was read, by the product's clock. */
  at: Date;
  /**
   * The reference price: the pair's time-weighted average over the last window (from the
   * oldest observation when the history is shorter; the spot price before any), and the start
   * of the span it averages.
   */
  reference: PricePoint & { since: Date };
  /** How far spot is from the reference, basis points of the reference, rounded up. */
  deviationBps: number;
  /** Past PRICE_DEVIATION_MAX_BPS: purchases are refused, reads say so. */
  moving: boolean;
}

export interface Quoted {
  price: MarketPrice;
  /** Older than the stale limit: the chain has not answered for that long. */
  stale: boolean;
}

export interface PriceLog {
  warn(obj: object, msg: string): void;
}

export interface MarketPricesOptions {
  client: PublicClient;
  book: Pick<AssetBook, 'address' | 'decimals'>;
  pairs: Pick<Deployment['pairs'], 'X_USDD' | 'TNB_USDD'>;
  clock: Clock;
  log: PriceLog;
  /**
   * A price is read again once older than this (docs/insurance.md, "Market price": at most 15 s).
   */
  cacheMs: number;
  /** Past this age a price is stale: shown as such, and it blocks quotes (5 min). */
  staleMs: number;
  /** The reference price's observations. */
  oracle: PriceOracle;
  /** Spot this far from the reference (basis points) refuses purchases (PRICE_DEVIATION_MAX_BPS). */
  deviationMaxBps: number;
}

/**
 * The market price of X and TNB in USDD (docs/insurance.md, "Market price"): the on-chain pair's
 * spot price (its reserves) and reference price (its time-weighted average, oracle.ts), read at one
 * block, cached for `cacheMs` and shared by concurrent callers. When the chain does not
 * answer, the last price is served with its age, and becomes stale after `staleMs`.
 */
export class MarketPrices {
  private readonly last = new Map<PricedAsset, MarketPrice>();
  private readonly reading = new Map<PricedAsset, Promise<MarketPrice>>();

  constructor(private readonly options: MarketPricesOptions) {}

  /** The price (cached or read now); throws when it has never been read and cannot be. */
  async get(asset: PricedAsset): Promise<Quoted> {
    const { clock, cacheMs, staleMs, log } = this.options;
    const cached = this.last.get(asset);
    const age = (p: MarketPrice) => clock.now().getTime() - p.at.getTime();
    if (cached && age(cached) < cacheMs) return { price: cached, stale: false };
    try {
      const price = await this.read(asset);
      return { price, stale: false };
    } catch (error) {
      if (!cached) throw error;
      log.warn({ err: error, asset }, 'market price read failed; serving the last one');
      return { price: cached, stale: age(cached) > staleMs };
    }
  }

  /**
   * The price read from the chain now, never from the cache: what a settlement pays by
   * (docs/insurance.md, "Market price"). Throws when the chain does not answer.
   */
  readNow(asset: PricedAsset): Promise<MarketPrice> {
    return this.read(asset);
  }

  /**
   * The reference price at a past time `at` (a period's end) from the kept observations, in
   * whole tokens; null when none was kept near `at`.
   */
  async referenceAt(asset: PricedAsset, at: Date): Promise<PricePoint | null> {
    const { oracle, book } = this.options;
    const span = await oracle.closing(asset, unixSeconds(at));
    const average = span && averagePrice(span.from, span.to);
    if (!average) return null;
    return pricePoint(
      average.num * 10n ** BigInt(book.decimals(asset)),
      average.den * 10n ** BigInt(book.decimals('USDD')),
    );
  }

  /**
   * Reads both pairs unless cached, which keeps an observation of each when one is due. A
   * chain that does not answer is logged by `get` and tried again next time.
   */
  async observe(): Promise<void> {
    await Promise.all(PRICED_ASSETS.map((asset) => this.get(asset).catch(() => null)));
  }

  private read(asset: PricedAsset): Promise<MarketPrice> {
    let pending = this.reading.get(asset);
    if (!pending) {
      pending = this.readPair(asset).finally(() => this.reading.delete(asset));
      this.reading.set(asset, pending);
    }
    return pending;
  }

  private async readPair(asset: PricedAsset): Promise<MarketPrice> {
    const { client, book, pairs, clock, oracle } = this.options;
    const pair: Address = asset === 'X' ? pairs.X_USDD.address : pairs.TNB_USDD.address;
    const token = (a: 'X' | 'TNB' | 'USDD') => ({
      address: book.address(a),
      decimals: book.decimals(a),
    });
    const at = clock.now();
    // One block for the reserves, the supply and the accumulator, so they agree.
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
    const [read, lpSupply, { atBlock, now }] = await Promise.all([
      readPairPrice(client, pair, token(asset), token('USDD'), { blockNumber }),
      client.readContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'totalSupply',
        blockNumber,
      }),
      readAccumulator(client, pair, book.address(asset), blockNumber, unixSeconds(at)),
    ]);
    const anchor = await oracle.anchor(asset, now);
    await oracle.observe(asset, atBlock);
    const spot = { num: read.num, den: read.den, price: read.price };
    const d = { token: book.decimals(asset), usdd: book.decimals('USDD') };
    const reference = referencePrice(spot, anchor, now, d);
    const reserves = { token: read.reserveBase, usdd: read.reserveQuote };
    const price: MarketPrice = {
      asset,
      ...spot,
      reserves,
      fair: fairReserves(reserves, reference.price, d),
      lpSupply,
      block: read.blockNumber,
      at,
      reference: reference.price,
      deviationBps: reference.deviationBps,
      moving: reference.deviationBps > this.options.deviationMaxBps,
    };
    this.last.set(asset, price);
    return price;
  }
}
