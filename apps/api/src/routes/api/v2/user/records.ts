import { financialDetailRoute } from '@xbond/shared/api/records';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { listRecords } from '../../../../ledger/records';
import { ok } from '../../../../plugins/envelope';
import { requireSession, sessionUserId } from '../../../../session/auth';
import type { SharedTypeProvider } from '../../../../type-provider';

/** GET /api/v2/user/financial_detail: the user's records, paged (docs/ledger.md, "Reads"). */
export async function recordsRoutes(app: FastifyInstance, { db, money, sessions }: AppDeps) {
  app.withTypeProvider<SharedTypeProvider>().get(
    financialDetailRoute.url,
    {
      schema: {
        querystring: financialDetailRoute.querystring,
        response: { 200: financialDetailRoute.response },
      },
      preHandler: requireSession(sessions),
    },
    async (request) => {
      const { page, pageSize, asset, type } = request.query;
      const { items, total } = await listRecords(db, {
        userId: sessionUserId(request),
        page,
        pageSize,
        asset,
        type,
      });
      return ok({
        items: items.map((e) => ({
          id: e.operationId,
          type: e.type,
          asset: e.asset,
          amount: money.book.format(e.asset, e.amount),
          time: e.time.toISOString(),
          status: e.status,
        })),
        total,
        page,
        pageSize,
      });
    },
  );
}
