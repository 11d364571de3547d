import {
  liquidityBondClaimRoute,
  liquidityBondDonateRoute,
  liquidityBondInfoRoute,
  liquidityBondListRoute,
  liquidityBondMarketRoute,
  liquidityBondRecordsRoute,
  liquidityBondRedeemRoute,
} from '@xbond/shared/api/liquidityBond';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { listFlowBonds } from '#src/liquidityBond/bonds';
import { claimFlowBond } from '#src/liquidityBond/claim';
import { donate } from '#src/liquidityBond/donate';
import { donationRecords, liquidityBondInfo, liquidityBondMarket } from '#src/liquidityBond/info';
import { redeemFlowBond } from '#src/liquidityBond/redeem';
import { liquidityBondView } from '#src/liquidityBond/view';
import { keyedPost, publicGet, userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';

/**
 * Liquidity (flow) bonds: docs/bonds.md. The market figures are public (docs/api.md);
 * everything of a user's own needs a session.
 */
export async function liquidityBondRoutes(
  app: FastifyInstance,
  { liquidityBond, sessions, publicReads }: AppDeps,
) {
  const session = requireSession(sessions);
  const { db, clock } = liquidityBond.money;

  publicGet(app, liquidityBondMarketRoute, null, () =>
    publicReads.get('flowbond/market', () => liquidityBondMarket(liquidityBond)),
  );
  userGet(app, liquidityBondInfoRoute, session, (userId) =>
    liquidityBondInfo(liquidityBond, userId),
  );
  keyedPost(app, liquidityBondDonateRoute, session, (userId, body, key) =>
    donate(liquidityBond, userId, body, key),
  );
  userGet(app, liquidityBondListRoute, session, async (userId, { page, pageSize, status }) => {
    const { items, total } = await listFlowBonds(db, { userId, status, page, pageSize });
    const now = clock.now();
    return {
      items: items.map((b) => liquidityBondView(liquidityBond, b, now)),
      total,
      page,
      pageSize,
    };
  });
  keyedPost(app, liquidityBondClaimRoute, session, (userId, body, key) =>
    claimFlowBond(liquidityBond, userId, body.orderId, key),
  );
  keyedPost(app, liquidityBondRedeemRoute, session, (userId, body, key) =>
    redeemFlowBond(liquidityBond, userId, body.orderId, key),
  );
  userGet(app, liquidityBondRecordsRoute, session, (userId, query) =>
    donationRecords(liquidityBond, userId, query),
  );
}
