import { rechargeCallbackRoute, rechargeCreateRoute } from '@xbond/shared/api/recharge';
import type { FastifyInstance } from 'fastify';
import type { Hash } from 'viem';
import type { AppDeps } from '../../../../app-deps';
import { depositCallback } from '../../../../deposits/callback';
import { createDeposit } from '../../../../deposits/create';
import { ok } from '../../../../plugins/envelope';
import { requireSession, sessionUserId } from '../../../../session/auth';
import type { SharedTypeProvider } from '../../../../type-provider';

/** Deposits (recharge): business-rules section 3. */
export async function rechargeRoutes(app: FastifyInstance, { money, sessions }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);

  r.post(
    rechargeCreateRoute.url,
    {
      schema: { body: rechargeCreateRoute.body, response: { 200: rechargeCreateRoute.response } },
      preHandler,
    },
    async (request) => ok(await createDeposit(money, sessionUserId(request), request.body)),
  );

  r.post(
    rechargeCallbackRoute.url,
    {
      schema: {
        body: rechargeCallbackRoute.body,
        response: { 200: rechargeCallbackRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await depositCallback(money, sessionUserId(request), {
          id: request.body.id,
          txHash: request.body.txHash.toLowerCase() as Hash,
        }),
      ),
  );
}
