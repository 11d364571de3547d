import { prizePoolHistoryRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { poolHistory } from '#src/prize/history';
import { publicGet } from '#src/routes/user-routes';

/** GET /api/v2/prize/pool_history: the pool chart's steps; public and cached, as the pool is. */
export async function prizeHistoryRoutes(app: FastifyInstance, { trading, publicReads }: AppDeps) {
  publicGet(app, prizePoolHistoryRoute, null, (_viewer, { period, page, pageSize }) =>
    publicReads.get(`prize/pool_history:${period}:${page}:${pageSize}`, () =>
      poolHistory(trading, period, page, pageSize),
    ),
  );
}
