import {
  withdrawApplyRoute,
  withdrawCallbackRoute,
  withdrawPendingRoute,
} from '@xbond/shared/api/withdrawal';
import type { FastifyInstance } from 'fastify';
import type { Hash } from 'viem';
import type { AppDeps } from '#src/app-deps';
import { keyedPost, userGet, userPost } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';
import { applyWithdrawal } from '#src/withdrawals/apply';
import { withdrawCallback } from '#src/withdrawals/callback';
import { listPendingWithdrawals } from '#src/withdrawals/repository';
import { withdrawalView } from '#src/withdrawals/view';

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
