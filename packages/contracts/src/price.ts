// Market price from a Uniswap V2 pair's reserves, as an exact rational plus a decimal string.
// Decimals-aware: the price is in whole quote tokens per whole base token.
import { type Address, isAddressEqual, type PublicClient } from 'viem';
import { tokenAbi, uniswapV2PairAbi } from './abis';

/** A token given by address (decimals then read from the chain) or with its known decimals. */
export type TokenRef = Address | { address: Address; decimals: number };

export interface PairPrice {
  pair: Address;
  base: Address;
  quote: Address;
  /** Reserves in base units, read at `blockNumber`. */
  reserveBase: bigint;
  reserveQuote: bigint;
  blockNumber: bigint;
  /** Price = num / den, reduced; quote per base in whole tokens. */
  num: bigint;
  den: bigint;
  /** The price as a decimal string, truncated to `digits` fractional digits (e.g. '0.5'). */
  price: string;
}

export interface ReadPairPriceOptions {
  /** Fractional digits of `price` (default 18). */
  digits?: number;
  /**
   * The block to read at, e.g. the block of a swap the caller just saw mined. Default: the
   * chain's latest block, asked for now (not a block number the client cached).
   */
  blockNumber?: bigint;
}

export async function readPairPrice(
  client: PublicClient,
  pair: Address,
  base: TokenRef,
  quote: TokenRef,
  { digits = 18, blockNumber: atBlock }: ReadPairPriceOptions = {},
): Promise<PairPrice> {
  // Read everything at one block so the two reserves and the token order are consistent. Not
  // client.getBlockNumber() as is: viem caches it for the client's cacheTime (its polling
  // interval), so a swap mined within that time would be priced from the block before it.
  const blockNumber = atBlock ?? (await client.getBlockNumber({ cacheTime: 0 }));
  const read = { address: pair, abi: uniswapV2PairAbi, blockNumber } as const;
  const [token0, token1, reserves, baseRef, quoteRef] = await Promise.all([
    client.readContract({ ...read, functionName: 'token0' }),
    client.readContract({ ...read, functionName: 'token1' }),
    client.readContract({ ...read, functionName: 'getReserves' }),
    withDecimals(client, base, blockNumber),
    withDecimals(client, quote, blockNumber),
  ]);
  const [reserve0, reserve1] = reserves;

  let reserveBase: bigint;
  let reserveQuote: bigint;
  if (isAddressEqual(token0, baseRef.address) && isAddressEqual(token1, quoteRef.address)) {
    [reserveBase, reserveQuote] = [reserve0, reserve1];
  } else if (isAddressEqual(token1, baseRef.address) && isAddressEqual(token0, quoteRef.address)) {
    [reserveBase, reserveQuote] = [reserve1, reserve0];
  } else {
    throw new Error(
      `Pair ${pair} holds ${token0}/${token1}, not ${baseRef.address}/${quoteRef.address}`,
    );
  }
  if (reserveBase === 0n) throw new Error(`Pair ${pair} has no liquidity`);

  // (reserveQuote / 10^qd) / (reserveBase / 10^bd)
  const [num, den] = reduce(
    reserveQuote * 10n ** BigInt(baseRef.decimals),
    reserveBase * 10n ** BigInt(quoteRef.decimals),
  );
  return {
    pair,
    base: baseRef.address,
    quote: quoteRef.address,
    reserveBase,
    reserveQuote,
    blockNumber,
    num,
    den,
    price: ratioToDecimal(num, den, digits),
  };
}

async function withDecimals(
  client: PublicClient,
  token: TokenRef,
  blockNumber: bigint,
): Promise<{ address: Address; decimals: number }> {
  if (typeof token !== 'string') return token;
  const decimals = await client.readContract({
    address: token,
    abi: tokenAbi,
    functionName: 'decimals',
    blockNumber,
  });
  return { address: token, decimals };
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduce(num: bigint, den: bigint): [bigint, bigint] {
  const g = gcd(num, den);
  return g === 0n ? [num, den] : [num / g, den / g];
}

/** num/den (non-negative) as a decimal string, truncated to `digits` places, no trailing zeros. */
export function ratioToDecimal(num: bigint, den: bigint, digits = 18): string {
  if (den <= 0n || num < 0n) throw new RangeError('ratioToDecimal expects num >= 0 and den > 0');
  const whole = num / den;
  const frac = ((num % den) * 10n ** BigInt(digits)) / den;
  const fracText = digits > 0 ? frac.toString().padStart(digits, '0').replace(/0+$/, '') : '';
  return fracText ? `${whole}.${fracText}` : whole.toString();
}
