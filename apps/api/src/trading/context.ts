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
}
