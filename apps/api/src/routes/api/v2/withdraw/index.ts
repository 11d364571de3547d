import {
  withdrawApplyRoute,
  withdrawCallbackRoute,
  withdrawPendingRoute,
} from '@xbond/shared/api/withdraw';
import type { FastifyInstance } from 'fastify';
import type { Hash } from 'viem';
import type { AppDeps } from '../../../../app-deps';
import { requireSession } from '../../../../session/auth';
import { applyWithdrawal } from '../../../../withdrawals/apply';
import { withdrawCallback } from '../../../../withdrawals/callback';
import { listPendingWithdrawals } from '../../../../withdrawals/repository';
import { withdrawalView } from '../../../../withdrawals/view';
import { keyedPost, userGet, userPost } from '../../../user-routes';

/** Withdrawals by EIP-712 voucher: docs/ledger.md. */
export async function withdrawRoutes(app: FastifyInstance, { db, money, sessions }: AppDeps) {
  const session = requireSession(sessions);

  keyedPost(app, withdrawApplyRoute, session, (userId, body, key) =>
    applyWithdrawal(money, userId, body, key),
  );
  userPost(app, withdrawCallbackRoute, session, (userId, body) =>
    withdrawCallback(money, userId, { id: body.id, txHash: body.txHash.toLowerCase() as Hash }),
  );
  userGet(app, withdrawPendingRoute, session, async (userId) => {
    const items = await listPendingWithdrawals(db, userId);
    return { items: items.map((w) => withdrawalView(money.book, money.chainId, w)) };
  });
}
