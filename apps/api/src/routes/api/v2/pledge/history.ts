import { pledgeHistoryRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { pledgeHistory } from '../../../../pledge/history';
import { requireSession, sessionUserId } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import type { SharedTypeProvider } from '../../../../type-provider';

/** GET /api/v2/pledge/history: the staking chart's days, the user's own. */
export async function pledgeHistoryRoutes(app: FastifyInstance, { pledge, sessions }: AppDeps) {
  app.withTypeProvider<SharedTypeProvider>().get(
    pledgeHistoryRoute.url,
    {
      schema: {
        querystring: pledgeHistoryRoute.querystring,
        response: { 200: pledgeHistoryRoute.response },
      },
      preHandler: requireSession(sessions),
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(await pledgeHistory(pledge, sessionUserId(request), page, pageSize));
    },
  );
}
