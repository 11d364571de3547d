import { ratioToDecimal } from '@xbond/contracts/price';
import type { Decimals } from './convert';
import { type Accumulator, averagePrice } from './oracle';
import type { MarketPrice, PricePoint } from './prices';

const BPS = 10_000n;

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num / den reduced, with its decimal text (18 digits at most). */
export function pricePoint(num: bigint, den: bigint): PricePoint {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g, price: ratioToDecimal(num / g, den / g) };
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
const compare = (a: Omit<PricePoint, 'price'>, b: Omit<PricePoint, 'price'>) => {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
};

/** |spot - reference| in basis points of the reference, rounded up. */
export function deviationBps(spot: PricePoint, reference: PricePoint): number {
  if (reference.num === 0n) return spot.num === 0n ? 0 : Number.MAX_SAFE_INTEGER;
  const l = spot.num * reference.den;
  const r = reference.num * spot.den;
  const diff = l > r ? l - r : r - l;
  return Number((diff * BPS + r - 1n) / r);
}

/**
 * The reference price at `now`: the average from `anchor` (a USDD-base-units-per-token-base-unit
 * accumulator), in whole tokens; the spot price when there is no span to average over.
 */
export function referencePrice(
  spot: PricePoint,
  anchor: Accumulator | null,
  now: Accumulator,
  d: Decimals,
): { price: PricePoint & { since: Date }; deviationBps: number } {
  const average = anchor ? averagePrice(anchor, now) : null;
  const since = new Date(Number(anchor?.t ?? now.t) * 1000);
  const price = average
    ? pricePoint(average.num * 10n ** BigInt(d.token), average.den * 10n ** BigInt(d.usdd))
    : spot;
  return { price: { ...price, since }, deviationBps: deviationBps(spot, price) };
}

/**
 * Which side of a purchase a higher price hurts: `high` when the buyer pays USDD for the asset
 * (bonds, X owed), `low` when the buyer's asset is valued in USDD (insured value, LP).
 */
export type Worse = 'high' | 'low';

/**
 * `p` with its price set to whichever of spot and reference is worse for the buyer
 * (docs/insurance.md, "Market price"); the rest (reserves, reference, time) as read.
 */
export function buyerPrice(p: MarketPrice, worse: Worse): MarketPrice {
  const above = compare(p.reference, p) > 0;
  const useReference = worse === 'high' ? above : compare(p.reference, p) < 0;
  if (!useReference) return p;
  return { ...p, num: p.reference.num, den: p.reference.den, price: p.reference.price };
}

/** The integer square root: the largest r with r * r <= n. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  // Newton's method from a power of two above the root: it decreases to the floor exactly.
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/**
 * The pair's reserves if it stood at `price` with the same product (x * y = k): its fair
 * reserves, which one trade cannot move (a trade moves the reserves along the curve, not k).
 */
export function fairReserves(
  reserves: { token: bigint; usdd: bigint },
  price: Omit<PricePoint, 'price'>,
  d: Decimals,
): { token: bigint; usdd: bigint } {
  const k = reserves.token * reserves.usdd;
  // price in base units: USDD base units per token base unit = num * 10^usdd / (den * 10^token)
  const pn = price.num * 10n ** BigInt(d.usdd);
  const pd = price.den * 10n ** BigInt(d.token);
  return { token: isqrt((k * pd) / pn), usdd: isqrt((k * pn) / pd) };
}

/**
 * The USDD value (base units, rounded down) of `lp` of the pair's liquidity token: the whole
 * pair is worth 2 x sqrt(reserveToken x reserveUsdd x price) USDD, shared by the LP supply
 * (docs/insurance.md, "Market price"), exact: floor(sqrt(4 lp^2 k p) / supply).
 */
export function fairLpValue(
  lp: bigint,
  p: Pick<MarketPrice, 'reserves' | 'lpSupply' | 'num' | 'den'>,
  d: Decimals,
): bigint {
  const k = p.reserves.token * p.reserves.usdd;
  const pn = p.num * 10n ** BigInt(d.usdd);
  const pd = p.den * 10n ** BigInt(d.token);
  return isqrt((4n * lp * lp * k * pn) / pd) / p.lpSupply;
}
