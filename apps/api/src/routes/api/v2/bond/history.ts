import { bondVestingRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { bondVesting } from '../../../../reserveBond/vesting';
import { requireSession } from '../../../../session/auth';
import { userGet } from '../../../user-routes';

/** GET /api/v2/bond/vesting: a bond's vesting chart, the user's own bonds only. */
export async function bondHistoryRoutes(app: FastifyInstance, { reserveBond, sessions }: AppDeps) {
  userGet(app, bondVestingRoute, requireSession(sessions), (userId, query) =>
    bondVesting(reserveBond, userId, query),
  );
}
