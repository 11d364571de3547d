import { pledgeHistoryRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { pledgeHistory } from '#src/pledge/history';
import { userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';

/** GET /api/v2/pledge/history: the staking chart's days, the user's own. */
export async function pledgeHistoryRoutes(app: FastifyInstance, { pledge, sessions }: AppDeps) {
  userGet(app, pledgeHistoryRoute, requireSession(sessions), (userId, { page, pageSize }) =>
    pledgeHistory(pledge, userId, page, pageSize),
  );
}
