import type { MarketPrice } from './prices';

type Round = 'down' | 'up';

const divide = (num: bigint, den: bigint, round: Round) =>
  round === 'down' ? num / den : (num + den - 1n) / den;

/** Base units of a token (`decimals`) worth `base` base units of USDD (`usdd`) at `price`. */
export interface Decimals {
  token: number;
  usdd: number;
}

/**
 * A token amount in base units -> its USDD value in base units at `price` (USDD per whole
 * token, an exact fraction). The caller says which way to round: in the platform's favour.
 */
export function toUsdd(
  amount: bigint,
  price: Pick<MarketPrice, 'num' | 'den'>,
  d: Decimals,
  round: Round,
): bigint {
  return divide(
    amount * price.num * 10n ** BigInt(d.usdd),
    price.den * 10n ** BigInt(d.token),
    round,
  );
}

/**
 * A USDD value in base units -> the token amount in base units it buys at `price`: the same
 * conversion the other way, at the inverse price.
 */
export function fromUsdd(
  usdd: bigint,
  price: Pick<MarketPrice, 'num' | 'den'>,
  d: Decimals,
  round: Round,
): bigint {
  return toUsdd(usdd, { num: price.den, den: price.num }, { token: d.usdd, usdd: d.token }, round);
}
