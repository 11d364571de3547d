import { pledgeHistoryRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { pledgeHistory } from '../../../../pledge/history';
import { requireSession } from '../../../../session/auth';
import { userGet } from '../../../user-routes';

/** GET /api/v2/pledge/history: the staking chart's days, the user's own. */
export async function pledgeHistoryRoutes(app: FastifyInstance, { pledge, sessions }: AppDeps) {
  userGet(app, pledgeHistoryRoute, requireSession(sessions), (userId, { page, pageSize }) =>
    pledgeHistory(pledge, userId, page, pageSize),
  );
}
