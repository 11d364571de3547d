import {
  pledgeInfoRoute,
  pledgeRatesRoute,
  pledgeRegularClaimRoute,
  pledgeRegularCreateRoute,
  pledgeRegularListRoute,
  pledgeRepledgeRoute,
  pledgeStakeRoute,
  pledgeUnstakeRoute,
} from '@xbond/shared/api/pledge';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { claimFixedReward } from '#src/pledge/claim';
import { createFixedOrder } from '#src/pledge/create';
import { changeFlexible } from '#src/pledge/flexible';
import { pledgeInfo, pledgeRates } from '#src/pledge/info';
import { listOrders } from '#src/pledge/orders';
import { repledge } from '#src/pledge/repledge';
import { orderViews } from '#src/pledge/view';
import { keyedPost, publicGet, userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';

/** Staking: docs/pledge.md. */
export async function pledgeRoutes(
  app: FastifyInstance,
  { pledge, sessions, publicReads }: AppDeps,
) {
  const session = requireSession(sessions);
  const { db, book, clock } = pledge.money;

  // Public (docs/api.md): what a visitor reads before connecting.
  publicGet(app, pledgeRatesRoute, null, () =>
    publicReads.get('pledge/rates', () => pledgeRates(pledge)),
  );
  userGet(app, pledgeInfoRoute, session, (userId) => pledgeInfo(pledge, userId));
  for (const [route, direction] of [
    [pledgeStakeRoute, 'stake'],
    [pledgeUnstakeRoute, 'unstake'],
  ] as const) {
    keyedPost(app, route, session, (userId, body, key) =>
      changeFlexible(pledge, userId, direction, body.amount, key),
    );
  }
  keyedPost(app, pledgeRegularCreateRoute, session, (userId, body, key) =>
    createFixedOrder(pledge, userId, body, key),
  );
  userGet(
    app,
    pledgeRegularListRoute,
    session,
    async (userId, { page, pageSize, status, repledgeable }) => {
      const filter = { userId, status, repledgeable, page, pageSize };
      const { items, total } = await listOrders(db, filter);
      return { items: await orderViews(db, book, items, clock.now()), total, page, pageSize };
    },
  );
  keyedPost(app, pledgeRegularClaimRoute, session, (userId, body, key) =>
    claimFixedReward(pledge, userId, body.orderId, key),
  );
  keyedPost(app, pledgeRepledgeRoute, session, (userId, body, key) =>
    repledge(pledge, userId, body, key),
  );
}
