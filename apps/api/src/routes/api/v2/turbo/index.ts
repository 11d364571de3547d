import {
  turboActivateRoute,
  turboClaimRoute,
  turboInfoRoute,
  turboRecordsRoute,
} from '@xbond/shared/api/turbo';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { ok } from '../../../../plugins/envelope';
import { requireSession, sessionUserId } from '../../../../session/auth';
import { activateVortex } from '../../../../turbo/activate';
import { claimTurbine } from '../../../../turbo/claim';
import { turboInfo } from '../../../../turbo/info';
import { turboRecords } from '../../../../turbo/records';
import type { SharedTypeProvider } from '../../../../type-provider';

/** The trading turbo (the spec's USDDAssets screens): business-rules 9, docs/trading.md. */
export async function turboRoutes(app: FastifyInstance, { trading, sessions }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);
  const { db, book } = trading.money;

  r.get(
    turboInfoRoute.url,
    { schema: { response: { 200: turboInfoRoute.response } }, preHandler },
    async (request) => ok(await turboInfo(trading, sessionUserId(request))),
  );

  r.post(
    turboActivateRoute.url,
    {
      schema: {
        headers: turboActivateRoute.headers,
        response: { 200: turboActivateRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(await activateVortex(trading, sessionUserId(request), request.headers['idempotency-key'])),
  );

  r.post(
    turboClaimRoute.url,
    {
      schema: {
        headers: turboClaimRoute.headers,
        body: turboClaimRoute.body,
        response: { 200: turboClaimRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await claimTurbine(
          trading,
          sessionUserId(request),
          request.body.amount,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.get(
    turboRecordsRoute.url,
    {
      schema: {
        querystring: turboRecordsRoute.querystring,
        response: { 200: turboRecordsRoute.response },
      },
      preHandler,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const userId = sessionUserId(request);
      const { items, total } = await turboRecords(db, book, { userId, page, pageSize });
      return ok({ items, total, page, pageSize });
    },
  );
}
