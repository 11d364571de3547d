import { teamRewardHistoryRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';
import { teamRewardHistory } from '#src/team/history';

/** GET /api/v2/team/reward_history: the team chart's days, the user's own. */
export async function teamHistoryRoutes(app: FastifyInstance, { team, sessions }: AppDeps) {
  userGet(app, teamRewardHistoryRoute, requireSession(sessions), (userId, { page, pageSize }) =>
    teamRewardHistory(team, userId, page, pageSize),
  );
}
