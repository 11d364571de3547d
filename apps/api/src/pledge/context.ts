import { parseAmount } from '@xbond/shared/amount';
import type { MoneyContext } from '../ledger/context';
import type { PledgeSettings } from './settings';

/** What the staking services and jobs work with: the ledger's context and the settings. */
export interface PledgeContext {
  money: MoneyContext;
  /** In force now: what new orders use. */
  settings: PledgeSettings;
  /** In force at an instant: a period's settlement reads its start's (settings/live.ts). */
  settingsAt(at: Date): PledgeSettings;
}

/** PLEDGE_MIN and PLEDGE_LIMIT in X base units. */
export function pledgeBounds(ctx: PledgeContext): { min: bigint; limit: bigint } {
  const decimals = ctx.money.book.decimals('X');
  return {
    min: parseAmount(ctx.settings.min, decimals),
    limit: parseAmount(ctx.settings.limit, decimals),
  };
}
