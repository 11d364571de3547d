import { bondVestingRoute } from '@xbond/shared/api/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { requireSession, sessionUserId } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import { bondVesting } from '../../../../reserveBond/vesting';
import type { SharedTypeProvider } from '../../../../type-provider';

/** GET /api/v2/bond/vesting: a bond's vesting chart, the user's own bonds only. */
export async function bondHistoryRoutes(app: FastifyInstance, { reserveBond, sessions }: AppDeps) {
  app.withTypeProvider<SharedTypeProvider>().get(
    bondVestingRoute.url,
    {
      schema: {
        querystring: bondVestingRoute.querystring,
        response: { 200: bondVestingRoute.response },
      },
      preHandler: requireSession(sessions),
    },
    async (request) => ok(await bondVesting(reserveBond, sessionUserId(request), request.query)),
  );
}
