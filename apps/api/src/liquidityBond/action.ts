import type { LiquidityBond as LiquidityBondView } from '@xbond/shared/api/liquidityBond';
import type { LiquidityBondContext } from '../bonds/context';
import { onOwnBond } from '../bonds/operations';
import type { Json, LedgerTx } from '../ledger/ledger';
import { findFlowBond, type LiquidityBond } from './bonds';
import { liquidityBondView } from './view';

/**
 * A claim or a redemption of one of the user's liquidity bonds (`onOwnBond`: keyed, under the
 * bond's lock): `act` posts and answers the operation's result; the action answers the bond as
 * it is afterwards.
 */
export const liquidityBondAction =
  (
    type: 'flowbond_claim' | 'flowbond_redeem',
    act: (
      ctx: LiquidityBondContext,
      tx: LedgerTx,
      operationId: string,
      bond: LiquidityBond,
    ) => Promise<Json>,
  ) =>
  async (
    ctx: LiquidityBondContext,
    userId: string,
    orderId: string,
    idempotencyKey: string,
  ): Promise<LiquidityBondView> => {
    const bond = await onOwnBond(
      ctx.money.ledger,
      { type, userId, orderId, idempotencyKey },
      (q, id, lock) => findFlowBond(q, id, userId, lock),
      (tx, operationId, b) => act(ctx, tx, operationId, b),
    );
    return liquidityBondView(ctx, bond, ctx.money.clock.now());
  };
