import { bondVestingRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { bondVesting } from '#src/reserveBond/vesting';
import { userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';

/** GET /api/v2/bond/vesting: a bond's vesting chart, the user's own bonds only. */
export async function bondHistoryRoutes(app: FastifyInstance, { reserveBond, sessions }: AppDeps) {
  userGet(app, bondVestingRoute, requireSession(sessions), (userId, query) =>
    bondVesting(reserveBond, userId, query),
  );
}
