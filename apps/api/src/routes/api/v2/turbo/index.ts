import {
  turboActivateRoute,
  turboClaimRoute,
  turboInfoRoute,
  turboRecordsRoute,
} from '@xbond/shared/api/turbo';
import { featureRoutes, pageAnswer } from '#src/routes/user-routes';
import { activateVortex } from '#src/turbo/activate';
import { claimTurbine } from '#src/turbo/claim';
import { turboInfo } from '#src/turbo/info';
import { turboRecords } from '#src/turbo/records';

/** The trading turbo (the spec's USDDAssets screens): docs/trading.md. */
export const turboRoutes = featureRoutes((r, { trading }) => {
  const { db, book } = trading.money;

  r.get(turboInfoRoute, (userId) => turboInfo(trading, userId));
  r.keyed(turboActivateRoute, (userId, _body, key) => activateVortex(trading, userId, key));
  r.keyed(turboClaimRoute, (userId, { amount }, key) => claimTurbine(trading, userId, amount, key));
  r.get(turboRecordsRoute, (userId, query) =>
    pageAnswer(query, turboRecords(db, book, { userId, ...query }), (items) => items),
  );
});
