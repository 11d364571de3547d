import { parseAmount } from '@xbond/shared/amount';
import type { MoneyContext } from '../ledger/context';
import type { PledgeSettings } from './settings';

/** What the staking services and jobs work with: the ledger's context and the settings. */
export interface PledgeContext {
  money: MoneyContext;
  settings: PledgeSettings;
}

/** PLEDGE_MIN and PLEDGE_LIMIT in X base units. */
export function pledgeBounds(ctx: PledgeContext): { min: bigint; limit: bigint } {
  const decimals = ctx.money.book.decimals('X');
  return {
    min: parseAmount(ctx.settings.min, decimals),
    limit: parseAmount(ctx.settings.limit, decimals),
  };
}
