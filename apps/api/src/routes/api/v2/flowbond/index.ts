import {
  flowBondClaimRoute,
  flowBondDonateRoute,
  flowBondInfoRoute,
  flowBondListRoute,
  flowBondMarketRoute,
  flowBondRecordsRoute,
  flowBondRedeemRoute,
} from '@xbond/shared/api/liquidityBond';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { listFlowBonds } from '#src/liquidityBond/bonds';
import { claimFlowBond } from '#src/liquidityBond/claim';
import { donate } from '#src/liquidityBond/donate';
import { donationRecords, flowBondInfo, flowBondMarket } from '#src/liquidityBond/info';
import { redeemFlowBond } from '#src/liquidityBond/redeem';
import { flowBondView } from '#src/liquidityBond/view';
import { keyedPost, publicGet, userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';

/**
 * Liquidity (flow) bonds: docs/bonds.md. The market figures are public (docs/api.md);
 * everything of a user's own needs a session.
 */
export async function flowBondRoutes(
  app: FastifyInstance,
  { liquidityBond, sessions, publicReads }: AppDeps,
) {
  const session = requireSession(sessions);
  const { db, clock } = liquidityBond.money;

  publicGet(app, flowBondMarketRoute, null, () =>
    publicReads.get('flowbond/market', () => flowBondMarket(liquidityBond)),
  );
  userGet(app, flowBondInfoRoute, session, (userId) => flowBondInfo(liquidityBond, userId));
  keyedPost(app, flowBondDonateRoute, session, (userId, body, key) =>
    donate(liquidityBond, userId, body, key),
  );
  userGet(app, flowBondListRoute, session, async (userId, { page, pageSize, status }) => {
    const { items, total } = await listFlowBonds(db, { userId, status, page, pageSize });
    const now = clock.now();
    return { items: items.map((b) => flowBondView(liquidityBond, b, now)), total, page, pageSize };
  });
  keyedPost(app, flowBondClaimRoute, session, (userId, body, key) =>
    claimFlowBond(liquidityBond, userId, body.orderId, key),
  );
  keyedPost(app, flowBondRedeemRoute, session, (userId, body, key) =>
    redeemFlowBond(liquidityBond, userId, body.orderId, key),
  );
  userGet(app, flowBondRecordsRoute, session, (userId, query) =>
    donationRecords(liquidityBond, userId, query),
  );
}
