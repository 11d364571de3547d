import type { LiquidityBond as LiquidityBondView } from '@xbond/shared/api/liquidityBond';
import type { LiquidityBondContext } from '../bonds/context';
import { onOwnBond } from '../bonds/operations';
import type { Json, LedgerTx } from '../ledger/ledger';
import { findFlowBond, type LiquidityBond } from './bonds';
import { liquidityBondView } from './view';

/**
 * A claim or a redemption of one of the user's liquidity bonds (`onOwnBond`: keyed, under the
 * bond's lock), answering the bond as it is afterwards.
 */
export async function liquidityBondAction(
  ctx: LiquidityBondContext,
  type: 'flowbond_claim' | 'flowbond_redeem',
  r: { userId: string; orderId: string; idempotencyKey: string },
  act: (tx: LedgerTx, operationId: string, bond: LiquidityBond) => Promise<Json>,
): Promise<LiquidityBondView> {
  const bond = await onOwnBond(
    ctx.money.ledger,
    { type, ...r },
    (q, id, lock) => findFlowBond(q, id, r.userId, lock),
    act,
  );
  return liquidityBondView(ctx, bond, ctx.money.clock.now());
}
