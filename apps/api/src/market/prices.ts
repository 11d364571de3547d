import { uniswapV2PairAbi } from '@xbond/contracts/abis';
import type { Deployment } from '@xbond/contracts/deploy';
import { readPairPrice } from '@xbond/contracts/price';
import type { Address, PublicClient } from 'viem';
import type { AssetBook } from '../ledger/assets';
import type { Clock } from '../time/clock';

/** The assets with a market price: each in USDD, from its pair with USDD on chain. */
export const PRICED_ASSETS = ['X', 'TNB'] as const;
export type PricedAsset = (typeof PRICED_ASSETS)[number];

export interface MarketPrice {
  asset: PricedAsset;
  /** USDD per whole token as an exact fraction, and as a decimal string (18 digits at most). */
  num: bigint;
  den: bigint;
  price: string;
  /** The pair's reserves in base units, the price's source (flash swaps trade against them). */
  reserves: { token: bigint; usdd: bigint };
  /** The pair's liquidity token's supply, base units (an LP's value, with `reserves.usdd`). */
  lpSupply: bigint;
  /** The block the reserves were read at. */
  block: bigint;
  /** When it was read, by the product's clock. */
  at: Date;
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
  /** A price is read again once older than this (business-rules 1: at most 15 s). */
  cacheMs: number;
  /** Past this age a price is stale: shown as such, and it blocks quotes (5 min). */
  staleMs: number;
}

/**
 * The market price of X and TNB in USDD: the on-chain pair's reserves (business-rules 1), read
 * at one block, cached for `cacheMs` and shared by concurrent callers. When the chain does not
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

  private read(asset: PricedAsset): Promise<MarketPrice> {
    let pending = this.reading.get(asset);
    if (!pending) {
      pending = this.readPair(asset).finally(() => this.reading.delete(asset));
      this.reading.set(asset, pending);
    }
    return pending;
  }

  private async readPair(asset: PricedAsset): Promise<MarketPrice> {
    const { client, book, pairs, clock } = this.options;
    const pair: Address = asset === 'X' ? pairs.X_USDD.address : pairs.TNB_USDD.address;
    const token = (a: 'X' | 'TNB' | 'USDD') => ({
      address: book.address(a),
      decimals: book.decimals(a),
    });
    // One block for the reserves and the supply, so an LP's value is consistent.
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
    const [read, lpSupply] = await Promise.all([
      readPairPrice(client, pair, token(asset), token('USDD'), { blockNumber }),
      client.readContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'totalSupply',
        blockNumber,
      }),
    ]);
    const price: MarketPrice = {
      asset,
      num: read.num,
      den: read.den,
      price: read.price,
      reserves: { token: read.reserveBase, usdd: read.reserveQuote },
      lpSupply,
      block: read.blockNumber,
      at: clock.now(),
    };
    this.last.set(asset, price);
    return price;
  }
}
