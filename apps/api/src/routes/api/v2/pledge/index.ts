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
import type { AppDeps } from '../../../../app-deps';
import { claimFixedReward } from '../../../../pledge/claim';
import { createFixedOrder } from '../../../../pledge/create';
import { changeFlexible } from '../../../../pledge/flexible';
import { pledgeInfo, pledgeRates } from '../../../../pledge/info';
import { listOrders } from '../../../../pledge/orders';
import { repledge } from '../../../../pledge/repledge';
import { orderViews } from '../../../../pledge/view';
import { requireSession, sessionUserId } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import type { SharedTypeProvider } from '../../../../type-provider';

/** Staking: business-rules 4, docs/pledge.md. */
export async function pledgeRoutes(
  app: FastifyInstance,
  { pledge, sessions, publicReads }: AppDeps,
) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);
  const { db, book, clock } = pledge.money;

  // Public (docs/api.md): what a visitor reads before connecting.
  r.get(
    pledgeRatesRoute.url,
    { schema: { response: { 200: pledgeRatesRoute.response } } },
    async () => ok(await publicReads.get('pledge/rates', () => pledgeRates(pledge))),
  );

  r.get(
    pledgeInfoRoute.url,
    { schema: { response: { 200: pledgeInfoRoute.response } }, preHandler },
    async (request) => ok(await pledgeInfo(pledge, sessionUserId(request))),
  );

  for (const [route, direction] of [
    [pledgeStakeRoute, 'stake'],
    [pledgeUnstakeRoute, 'unstake'],
  ] as const) {
    r.post(
      route.url,
      {
        schema: { headers: route.headers, body: route.body, response: { 200: route.response } },
        preHandler,
      },
      async (request) =>
        ok(
          await changeFlexible(
            pledge,
            sessionUserId(request),
            direction,
            request.body.amount,
            request.headers['idempotency-key'],
          ),
        ),
    );
  }

  r.post(
    pledgeRegularCreateRoute.url,
    {
      schema: {
        headers: pledgeRegularCreateRoute.headers,
        body: pledgeRegularCreateRoute.body,
        response: { 200: pledgeRegularCreateRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await createFixedOrder(
          pledge,
          sessionUserId(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.get(
    pledgeRegularListRoute.url,
    {
      schema: {
        querystring: pledgeRegularListRoute.querystring,
        response: { 200: pledgeRegularListRoute.response },
      },
      preHandler,
    },
    async (request) => {
      const { page, pageSize, status, repledgeable } = request.query;
      const userId = sessionUserId(request);
      const filter = { userId, status, repledgeable, page, pageSize };
      const { items, total } = await listOrders(db, filter);
      return ok({ items: await orderViews(db, book, items, clock.now()), total, page, pageSize });
    },
  );

  r.post(
    pledgeRegularClaimRoute.url,
    {
      schema: {
        headers: pledgeRegularClaimRoute.headers,
        body: pledgeRegularClaimRoute.body,
        response: { 200: pledgeRegularClaimRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await claimFixedReward(
          pledge,
          sessionUserId(request),
          request.body.orderId,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.post(
    pledgeRepledgeRoute.url,
    {
      schema: {
        headers: pledgeRepledgeRoute.headers,
        body: pledgeRepledgeRoute.body,
        response: { 200: pledgeRepledgeRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await repledge(
          pledge,
          sessionUserId(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );
}
