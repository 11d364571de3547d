import {
  reserveBondBuyRoute,
  reserveBondClaimRoute,
  reserveBondInfoRoute,
  reserveBondListRoute,
  reserveBondQuoteRoute,
} from '@xbond/shared/api/reserveBond';
import { buyBond } from '#src/reserveBond/buy';
import { claimBond } from '#src/reserveBond/claim';
import { bondInfo } from '#src/reserveBond/info';
import { listBonds } from '#src/reserveBond/orders';
import { quoteBond } from '#src/reserveBond/quote';
import { bondView } from '#src/reserveBond/view';
import { featureRoutes, pageAnswer } from '#src/routes/user-routes';

/**
 * Reserve bonds: docs/bonds.md. The page's figures and quotes are public
 * (the capacity is); buying, the list and claims need a session.
 */
export const bondRoutes = featureRoutes((r, { reserveBond }) => {
  const { db, clock } = reserveBond.money;

  r.cached(reserveBondInfoRoute, 'bond/info', () => bondInfo(reserveBond));
  r.cached(
    reserveBondQuoteRoute,
    ({ amount, days }) => `bond/quote:${amount}:${days}`,
    (query) => quoteBond(reserveBond, query),
  );
  r.keyed(reserveBondBuyRoute, (userId, body, key) => buyBond(reserveBond, userId, body, key));
  r.get(reserveBondListRoute, (userId, query) =>
    pageAnswer(query, listBonds(db, { userId, ...query }), (items) =>
      items.map((b) => bondView(reserveBond, b, clock.now())),
    ),
  );
  r.keyed(reserveBondClaimRoute, (userId, { orderId }, key) =>
    claimBond(reserveBond, userId, orderId, key),
  );
});
