import type { MoneyContext } from '../ledger/context';
import type { MarketPrices } from '../market/prices';
import type { LiquidityBondSettings, ReserveBondSettings } from './settings';

/** What a bond feature's services and jobs work with: the ledger, X's price, its settings. */
export interface BondContext<S> {
  money: MoneyContext;
  market: MarketPrices;
  /** In force now: what new bonds use. */
  settings: S;
  /** In force at an instant: an epoch's rebase, or a bond's own creation (settings/live.ts). */
  settingsAt(at: Date): S;
}

export type ReserveBondContext = BondContext<ReserveBondSettings>;
export type LiquidityBondContext = BondContext<LiquidityBondSettings>;
