import { teamRewardHistoryRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { requireSession } from '../../../../session/auth';
import { teamRewardHistory } from '../../../../team/history';
import { userGet } from '../../../user-routes';

/** GET /api/v2/team/reward_history: the team chart's days, the user's own. */
export async function teamHistoryRoutes(app: FastifyInstance, { team, sessions }: AppDeps) {
  userGet(app, teamRewardHistoryRoute, requireSession(sessions), (userId, { page, pageSize }) =>
    teamRewardHistory(team, userId, page, pageSize),
  );
}
