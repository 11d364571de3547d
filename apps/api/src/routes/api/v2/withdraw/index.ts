import {
  withdrawApplyRoute,
  withdrawCallbackRoute,
  withdrawPendingRoute,
} from '@xbond/shared/api/withdraw';
import type { FastifyInstance } from 'fastify';
import type { Hash } from 'viem';
import type { AppDeps } from '../../../../app-deps';
import { ok } from '../../../../plugins/envelope';
import { requireSession, sessionUserId } from '../../../../session/auth';
import type { SharedTypeProvider } from '../../../../type-provider';
import { applyWithdrawal } from '../../../../withdrawals/apply';
import { withdrawCallback } from '../../../../withdrawals/callback';
import { listPendingWithdrawals } from '../../../../withdrawals/repository';
import { withdrawalView } from '../../../../withdrawals/view';

/** Withdrawals by EIP-712 voucher: business-rules section 3. */
export async function withdrawRoutes(app: FastifyInstance, { db, money, sessions }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);

  r.post(
    withdrawApplyRoute.url,
    {
      schema: {
        headers: withdrawApplyRoute.headers,
        body: withdrawApplyRoute.body,
        response: { 200: withdrawApplyRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await applyWithdrawal(
          money,
          sessionUserId(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.post(
    withdrawCallbackRoute.url,
    {
      schema: {
        body: withdrawCallbackRoute.body,
        response: { 200: withdrawCallbackRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await withdrawCallback(money, sessionUserId(request), {
          id: request.body.id,
          txHash: request.body.txHash.toLowerCase() as Hash,
        }),
      ),
  );

  r.get(
    withdrawPendingRoute.url,
    { schema: { response: { 200: withdrawPendingRoute.response } }, preHandler },
    async (request) => {
      const items = await listPendingWithdrawals(db, sessionUserId(request));
      return ok({ items: items.map((w) => withdrawalView(money.book, money.chainId, w)) });
    },
  );
}
