import type { MoneyContext } from '../ledger/context';
import type { MarketPrices } from '../market/prices';
import type { PrizeSettings } from './prize-settings';
import type { SwapSettings } from './swap-settings';
import type { TurboSettings } from './turbo-settings';

/**
 * What the swap, turbo and prize services and jobs work with: a swap's fill also releases
 * turbine X and feeds the prize pool, so the three share one context.
 */
export interface TradingContext {
  money: MoneyContext;
  market: MarketPrices;
  swap: SwapSettings;
  turbo: TurboSettings;
  prize: PrizeSettings;
  /**
   * The three in force at an instant: a pending swap's fill reads its creation's, a prize
   * period its start's (settings/live.ts).
   */
  settingsAt(at: Date): Pick<TradingContext, 'swap' | 'turbo' | 'prize'>;
}
