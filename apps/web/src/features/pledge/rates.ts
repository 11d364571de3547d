/**
 * Staking rates and rewards (docs/pledge.md). Rates are integers in parts per million a day
 * (3000 = 0.3% a day); rewards are amount x rate x days in exact decimal math, never JS numbers.
 */
import { div, mul, toPlain } from '@xbond/shared/math';

const PPM = 1_000_000;

/**
 * amount x (ppm / 1e6) x days, as a plain decimal string. ppm x days is an exact integer and
 * dividing by 1e6 only moves the point, so the one rounding is the product's (20 digits).
 */
export const expectedReward = (amount: string, ppm: number, days: number) =>
  toPlain(div(mul(amount, ppm * days), PPM));
