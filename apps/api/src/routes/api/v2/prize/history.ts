import { prizePoolHistoryRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { ok } from '../../../../plugins/envelope';
import { poolHistory } from '../../../../prize/history';
import type { SharedTypeProvider } from '../../../../type-provider';

/** GET /api/v2/prize/pool_history: the pool chart's steps; public, as the pool is. */
export async function prizeHistoryRoutes(app: FastifyInstance, { trading }: AppDeps) {
  app.withTypeProvider<SharedTypeProvider>().get(
    prizePoolHistoryRoute.url,
    {
      schema: {
        querystring: prizePoolHistoryRoute.querystring,
        response: { 200: prizePoolHistoryRoute.response },
      },
    },
    async (request) => {
      const { period, page, pageSize } = request.query;
      return ok(await poolHistory(trading, period, page, pageSize));
    },
  );
}
