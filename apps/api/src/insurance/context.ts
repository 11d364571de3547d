import type { Decimals } from '../market/convert';
import type { MarketPrices } from '../market/prices';
import type { PledgeContext } from '../pledge/context';
import type { InsuranceSettings } from './terms';

/** What the insurance services and its job work with. */
export interface InsuranceContext {
  pledge: PledgeContext;
  market: MarketPrices;
  settings: InsuranceSettings;
}

/** X and USDD decimals, as read from the chain at start. */
export const xDecimals = (ctx: InsuranceContext): Decimals => ({
  token: ctx.pledge.money.book.decimals('X'),
  usdd: ctx.pledge.money.book.decimals('USDD'),
});
