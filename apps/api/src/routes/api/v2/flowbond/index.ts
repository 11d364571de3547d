import {
  flowBondClaimRoute,
  flowBondDonateRoute,
  flowBondInfoRoute,
  flowBondListRoute,
  flowBondRecordsRoute,
  flowBondRedeemRoute,
} from '@xbond/shared/api/flowbond';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { listFlowBonds } from '../../../../liquidityBond/bonds';
import { claimFlowBond } from '../../../../liquidityBond/claim';
import { donate } from '../../../../liquidityBond/donate';
import { donationRecords, flowBondInfo } from '../../../../liquidityBond/info';
import { redeemFlowBond } from '../../../../liquidityBond/redeem';
import { flowBondView } from '../../../../liquidityBond/view';
import { requireSession, sessionUserId } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import type { SharedTypeProvider } from '../../../../type-provider';

/** Liquidity (flow) bonds: business-rules 7, docs/bonds.md. Every route needs a session. */
export async function flowBondRoutes(app: FastifyInstance, { liquidityBond, sessions }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);
  const { db, clock } = liquidityBond.money;

  r.get(
    flowBondInfoRoute.url,
    { schema: { response: { 200: flowBondInfoRoute.response } }, preHandler },
    async (request) => ok(await flowBondInfo(liquidityBond, sessionUserId(request))),
  );

  r.post(
    flowBondDonateRoute.url,
    {
      schema: {
        headers: flowBondDonateRoute.headers,
        body: flowBondDonateRoute.body,
        response: { 200: flowBondDonateRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await donate(
          liquidityBond,
          sessionUserId(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.get(
    flowBondListRoute.url,
    {
      schema: {
        querystring: flowBondListRoute.querystring,
        response: { 200: flowBondListRoute.response },
      },
      preHandler,
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const userId = sessionUserId(request);
      const { items, total } = await listFlowBonds(db, { userId, status, page, pageSize });
      const now = clock.now();
      const views = items.map((b) => flowBondView(liquidityBond, b, now));
      return ok({ items: views, total, page, pageSize });
    },
  );

  for (const [route, action] of [
    [flowBondClaimRoute, claimFlowBond],
    [flowBondRedeemRoute, redeemFlowBond],
  ] as const) {
    r.post(
      route.url,
      {
        schema: { headers: route.headers, body: route.body, response: { 200: route.response } },
        preHandler,
      },
      async (request) =>
        ok(
          await action(
            liquidityBond,
            sessionUserId(request),
            request.body.orderId,
            request.headers['idempotency-key'],
          ),
        ),
    );
  }

  r.get(
    flowBondRecordsRoute.url,
    {
      schema: {
        querystring: flowBondRecordsRoute.querystring,
        response: { 200: flowBondRecordsRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(await donationRecords(liquidityBond, sessionUserId(request), request.query)),
  );
}
