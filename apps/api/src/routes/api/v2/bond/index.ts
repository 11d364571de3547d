import {
  bondBuyRoute,
  bondClaimRoute,
  bondInfoRoute,
  bondListRoute,
  bondQuoteRoute,
} from '@xbond/shared/api/bond';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { requireSession, sessionUserId } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import { buyBond } from '../../../../reserveBond/buy';
import { claimBond } from '../../../../reserveBond/claim';
import { bondInfo } from '../../../../reserveBond/info';
import { listBonds } from '../../../../reserveBond/orders';
import { quoteBond } from '../../../../reserveBond/quote';
import { bondView } from '../../../../reserveBond/view';
import type { SharedTypeProvider } from '../../../../type-provider';

/**
 * Reserve bonds: business-rules 6, docs/bonds.md. The page's figures and quotes are public
 * (the capacity is); buying, the list and claims need a session.
 */
export async function bondRoutes(app: FastifyInstance, { reserveBond, sessions }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);
  const { db, clock } = reserveBond.money;

  r.get(bondInfoRoute.url, { schema: { response: { 200: bondInfoRoute.response } } }, async () =>
    ok(await bondInfo(reserveBond)),
  );

  r.get(
    bondQuoteRoute.url,
    {
      schema: {
        querystring: bondQuoteRoute.querystring,
        response: { 200: bondQuoteRoute.response },
      },
    },
    async (request) => ok(await quoteBond(reserveBond, request.query)),
  );

  r.post(
    bondBuyRoute.url,
    {
      schema: {
        headers: bondBuyRoute.headers,
        body: bondBuyRoute.body,
        response: { 200: bondBuyRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await buyBond(
          reserveBond,
          sessionUserId(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.get(
    bondListRoute.url,
    {
      schema: { querystring: bondListRoute.querystring, response: { 200: bondListRoute.response } },
      preHandler,
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const userId = sessionUserId(request);
      const { items, total } = await listBonds(db, { userId, status, page, pageSize });
      const now = clock.now();
      return ok({ items: items.map((b) => bondView(reserveBond, b, now)), total, page, pageSize });
    },
  );

  r.post(
    bondClaimRoute.url,
    {
      schema: {
        headers: bondClaimRoute.headers,
        body: bondClaimRoute.body,
        response: { 200: bondClaimRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await claimBond(
          reserveBond,
          sessionUserId(request),
          request.body.orderId,
          request.headers['idempotency-key'],
        ),
      ),
  );
}
