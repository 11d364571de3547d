import type { SwapAsset } from '@xbond/shared/api/swap';
import { BPS } from '../trading/swap-settings';

/** A pair's reserves in base units: a priced token and USDD (each asset's pair with USDD). */
export interface Reserves {
  token: bigint;
  usdd: bigint;
}

/** The assets priced by a pair with USDD. */
export type PairedAsset = Exclude<SwapAsset, 'USDD'>;

/**
 * The reserves of X's and TNB's pairs, read together for one quote or fill pass; a pair whose
 * price is stale is missing (market.ts): nothing trades through it.
 */
export type PairReserves = Partial<Record<PairedAsset, Reserves>>;

function pair(r: PairReserves, asset: PairedAsset): Reserves {
  const reserves = r[asset];
  if (!reserves) throw new Error(`no reserves of ${asset}: check the route first (market.ts)`);
  return reserves;
}

export interface CurveOut {
  /** In `to`: the constant-product output, rounded down. */
  out: bigint;
  /** How much worse than the pairs' mid price the curve fills, in basis points, rounded down. */
  impactBps: number;
}

/** The fee taken from a swap's input (in `from`), rounded up: the platform's favour. */
export const swapFee = (amount: bigint, feeBps: number) =>
  (amount * BigInt(feeBps) + BPS - 1n) / BPS;

/** A fraction num / den. */
interface Ratio {
  num: bigint;
  den: bigint;
}

const ONE: Ratio = { num: 1n, den: 1n };

/** The hops of a route: X <-> TNB goes through USDD, as there is no X/TNB pair. */
function hops(from: SwapAsset, to: SwapAsset, r: PairReserves): { in: bigint; out: bigint }[] {
  const sell = (a: PairedAsset) => ({ in: pair(r, a).token, out: pair(r, a).usdd });
  const buy = (a: PairedAsset) => ({ in: pair(r, a).usdd, out: pair(r, a).token });
  if (from === to) throw new RangeError('a swap needs two assets');
  if (from === 'USDD') return [buy(to as PairedAsset)];
  if (to === 'USDD') return [sell(from)];
  return [sell(from), buy(to as PairedAsset)];
}

/** The pairs a route trades through. */
export const routePairs = (from: SwapAsset, to: SwapAsset): PairedAsset[] =>
  [from, to].filter((a): a is PairedAsset => a !== 'USDD');

/**
 * What `net` base units of `from` (the input less the fee: the fee comes off once) buy of
 * `to` through each hop's x*y=k curve (Uniswap V2's getAmountOut without its own fee), every
 * division rounded down (docs/trading.md).
 */
export function curveOut(
  from: SwapAsset,
  to: SwapAsset,
  net: bigint,
  reserves: PairReserves,
): CurveOut {
  let out = net;
  let mid = ONE;
  for (const hop of hops(from, to, reserves)) {
    out = (out * hop.out) / (hop.in + out);
    mid = { num: mid.num * hop.out, den: mid.den * hop.in };
  }
  // Against the mid price of the same net input: the curve's impact alone (the fee is shown
  // apart, as exchanges do).
  const midOut = net * mid.num;
  const impactBps = midOut === 0n ? 0 : Number(((midOut - out * mid.den) * BPS) / midOut);
  return { out, impactBps };
}

/** The USDD value of `amount` base units of `asset` at its pair's mid price, rounded down. */
export function usddValue(asset: SwapAsset, amount: bigint, reserves: PairReserves): bigint {
  if (asset === 'USDD') return amount;
  return (amount * pair(reserves, asset).usdd) / pair(reserves, asset).token;
}

/** The least a swap may fill for: the quoted output less the slippage, rounded down. */
export const minimumOut = (quotedOut: bigint, slippageBps: number) =>
  (quotedOut * (BPS - BigInt(slippageBps))) / BPS;

/** The fee's prize share, in USDD: the fee's value at the input's mid price, times the share. */
export const prizeShare = (
  from: SwapAsset,
  fee: bigint,
  shareBps: number,
  reserves: PairReserves,
) => (usddValue(from, fee, reserves) * BigInt(shareBps)) / BPS;

/** How a fill moves the treasury: the input in, the output out, the prize share out in USDD. */
export function treasuryMoves(
  s: { from: SwapAsset; to: SwapAsset; amount: bigint },
  out: bigint,
  prize: bigint,
): Map<SwapAsset, bigint> {
  const moves = new Map<SwapAsset, bigint>([
    [s.from, s.amount],
    [s.to, -out],
  ]);
  moves.set('USDD', (moves.get('USDD') ?? 0n) - prize);
  return moves;
}

/** True when `inventory` covers every move out of it. */
export const covers = (inventory: ReadonlyMap<SwapAsset, bigint>, moves: Map<SwapAsset, bigint>) =>
  [...moves].every(([asset, delta]) => (inventory.get(asset) ?? 0n) + delta >= 0n);
