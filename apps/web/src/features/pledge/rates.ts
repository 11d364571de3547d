/**
 * Staking rates and rewards (business-rules 4). Rates are integers in parts per million a day
 * (3000 = 0.3% a day); rewards are amount x rate x days in exact decimal math, never JS numbers.
 */
import { formatDisplay } from '@xbond/shared/amount';
import type { Locale } from '@xbond/shared/locales';
import { div, mul, toPlain } from '@xbond/shared/math';

const PPM_PER_PERCENT = 10_000;
const BPS_PER_PERCENT = 100;
const PPM = 1_000_000;

/** A daily rate in ppm as a percent figure for the locale: 3000 -> '0.3', 12500 -> '1.25'. */
export const ratePercent = (ppm: number, locale: Locale) =>
  formatDisplay(div(ppm, PPM_PER_PERCENT), { locale });

/** A rate in basis points (insurance) as a percent figure: 500 -> '5'. */
export const bpsPercent = (bps: number, locale: Locale) =>
  formatDisplay(div(bps, BPS_PER_PERCENT), { locale });

/**
 * amount x (ppm / 1e6) x days, as a plain decimal string. ppm x days is an exact integer and
 * dividing by 1e6 only moves the point, so the one rounding is the product's (20 digits).
 */
export const expectedReward = (amount: string, ppm: number, days: number) =>
  toPlain(div(mul(amount, ppm * days), PPM));
