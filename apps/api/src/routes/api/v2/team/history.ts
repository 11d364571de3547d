import { teamRewardHistoryRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { requireSession, sessionUserId } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import { teamRewardHistory } from '../../../../team/history';
import type { SharedTypeProvider } from '../../../../type-provider';

/** GET /api/v2/team/reward_history: the team chart's days, the user's own. */
export async function teamHistoryRoutes(app: FastifyInstance, { team, sessions }: AppDeps) {
  app.withTypeProvider<SharedTypeProvider>().get(
    teamRewardHistoryRoute.url,
    {
      schema: {
        querystring: teamRewardHistoryRoute.querystring,
        response: { 200: teamRewardHistoryRoute.response },
      },
      preHandler: requireSession(sessions),
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(await teamRewardHistory(team, sessionUserId(request), page, pageSize));
    },
  );
}
