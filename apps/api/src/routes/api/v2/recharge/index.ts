import { rechargeCallbackRoute, rechargeCreateRoute } from '@xbond/shared/api/deposit';
import type { FastifyInstance } from 'fastify';
import type { Hash } from 'viem';
import type { AppDeps } from '#src/app-deps';
import { depositCallback } from '#src/deposits/callback';
import { createDeposit } from '#src/deposits/create';
import { userPost } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';

/** Deposits (recharge): docs/ledger.md. */
export async function rechargeRoutes(app: FastifyInstance, { money, sessions }: AppDeps) {
  const session = requireSession(sessions);

  userPost(app, rechargeCreateRoute, session, (userId, body) => createDeposit(money, userId, body));
  userPost(app, rechargeCallbackRoute, session, (userId, body) =>
    depositCallback(money, userId, { id: body.id, txHash: body.txHash.toLowerCase() as Hash }),
  );
}
