import { useFormat } from '@/lib/format';

/**
 * How the swap screens write a price and a price impact, beside the staking screens' amounts
 * and percents. Both are formulas without words, the same in every language.
 */
const NBSP = '\u00a0';

export function useSwapFormat() {
  const fmt = useFormat();
  return {
    ...fmt,
    /** '1 USDD = 1.994 X': `to` per one `from`; a figure keeps its unit on its line. */
    price: (from: string, price: string, to: string) =>
      `1${NBSP}${from} = ${fmt.amount(price)}${NBSP}${to}`,
    /** Below one basis point the figure would read 0%: say how small instead. */
    impact: (bps: number) => (bps === 0 ? `< ${fmt.percent(1)}` : fmt.percent(bps)),
  };
}
