import {
  liquidityBondClaimRoute,
  liquidityBondDonateRoute,
  liquidityBondInfoRoute,
  liquidityBondListRoute,
  liquidityBondMarketRoute,
  liquidityBondRecordsRoute,
  liquidityBondRedeemRoute,
} from '@xbond/shared/api/liquidityBond';
import { listFlowBonds } from '#src/liquidityBond/bonds';
import { claimFlowBond } from '#src/liquidityBond/claim';
import { donate } from '#src/liquidityBond/donate';
import { donationRecords, liquidityBondInfo, liquidityBondMarket } from '#src/liquidityBond/info';
import { redeemFlowBond } from '#src/liquidityBond/redeem';
import { liquidityBondView } from '#src/liquidityBond/view';
import { featureRoutes, pageAnswer } from '#src/routes/user-routes';

/**
 * Liquidity (flow) bonds: docs/bonds.md. The market figures are public (docs/api.md);
 * everything of a user's own needs a session.
 */
export const liquidityBondRoutes = featureRoutes((r, { liquidityBond: bonds }) => {
  const { db, clock } = bonds.money;

  r.cached(liquidityBondMarketRoute, 'flowbond/market', () => liquidityBondMarket(bonds));
  r.get(liquidityBondInfoRoute, (userId) => liquidityBondInfo(bonds, userId));
  r.keyed(liquidityBondDonateRoute, (userId, body, key) => donate(bonds, userId, body, key));
  r.get(liquidityBondListRoute, (userId, query) =>
    pageAnswer(query, listFlowBonds(db, { userId, ...query }), (items) =>
      items.map((b) => liquidityBondView(bonds, b, clock.now())),
    ),
  );
  r.keyed(liquidityBondClaimRoute, (userId, { orderId }, key) =>
    claimFlowBond(bonds, userId, orderId, key),
  );
  r.keyed(liquidityBondRedeemRoute, (userId, { orderId }, key) =>
    redeemFlowBond(bonds, userId, orderId, key),
  );
  r.get(liquidityBondRecordsRoute, (userId, query) => donationRecords(bonds, userId, query));
});
