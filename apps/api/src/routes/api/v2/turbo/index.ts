import {
  turboActivateRoute,
  turboClaimRoute,
  turboInfoRoute,
  turboRecordsRoute,
} from '@xbond/shared/api/turbo';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { keyedPost, userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';
import { activateVortex } from '#src/turbo/activate';
import { claimTurbine } from '#src/turbo/claim';
import { turboInfo } from '#src/turbo/info';
import { turboRecords } from '#src/turbo/records';

/** The trading turbo (the spec's USDDAssets screens): docs/trading.md. */
export async function turboRoutes(app: FastifyInstance, { trading, sessions }: AppDeps) {
  const session = requireSession(sessions);
  const { db, book } = trading.money;

  userGet(app, turboInfoRoute, session, (userId) => turboInfo(trading, userId));
  keyedPost(app, turboActivateRoute, session, (userId, _body, key) =>
    activateVortex(trading, userId, key),
  );
  keyedPost(app, turboClaimRoute, session, (userId, body, key) =>
    claimTurbine(trading, userId, body.amount, key),
  );
  userGet(app, turboRecordsRoute, session, async (userId, { page, pageSize }) => {
    const { items, total } = await turboRecords(db, book, { userId, page, pageSize });
    return { items, total, page, pageSize };
  });
}
