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
import { claimFixedReward } from '#src/pledge/claim';
import { createFixedOrder } from '#src/pledge/create';
import { changeFlexible } from '#src/pledge/flexible';
import { pledgeInfo, pledgeRates } from '#src/pledge/info';
import { listOrders } from '#src/pledge/orders';
import { repledge } from '#src/pledge/repledge';
import { orderViews } from '#src/pledge/view';
import { featureRoutes, pageAnswer } from '#src/routes/user-routes';

/** Staking: docs/pledge.md. */
export const pledgeRoutes = featureRoutes((r, { pledge }) => {
  const { db, book, clock } = pledge.money;

  // Public (docs/api.md): what a visitor reads before connecting.
  r.cached(pledgeRatesRoute, 'pledge/rates', () => pledgeRates(pledge));
  r.get(pledgeInfoRoute, (userId) => pledgeInfo(pledge, userId));
  for (const [route, direction] of [
    [pledgeStakeRoute, 'stake'],
    [pledgeUnstakeRoute, 'unstake'],
  ] as const) {
    r.keyed(route, (userId, { amount }, key) =>
      changeFlexible(pledge, userId, direction, amount, key),
    );
  }
  r.keyed(pledgeRegularCreateRoute, (userId, body, key) =>
    createFixedOrder(pledge, userId, body, key),
  );
  r.get(pledgeRegularListRoute, (userId, query) =>
    pageAnswer(query, listOrders(db, { userId, ...query }), (items) =>
      orderViews(db, book, items, clock.now()),
    ),
  );
  r.keyed(pledgeRegularClaimRoute, (userId, { orderId }, key) =>
    claimFixedReward(pledge, userId, orderId, key),
  );
  r.keyed(pledgeRepledgeRoute, (userId, body, key) => repledge(pledge, userId, body, key));
});
