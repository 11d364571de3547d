import {
  reserveBondBuyRoute,
  reserveBondClaimRoute,
  reserveBondInfoRoute,
  reserveBondListRoute,
  reserveBondQuoteRoute,
} from '@xbond/shared/api/reserveBond';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { ok } from '#src/plugins/envelope';
import { buyBond } from '#src/reserveBond/buy';
import { claimBond } from '#src/reserveBond/claim';
import { bondInfo } from '#src/reserveBond/info';
import { listBonds } from '#src/reserveBond/orders';
import { quoteBond } from '#src/reserveBond/quote';
import { bondView } from '#src/reserveBond/view';
import { keyedPost, userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';
import type { SharedTypeProvider } from '#src/type-provider';

/**
 * Reserve bonds: docs/bonds.md. The page's figures and quotes are public
 * (the capacity is); buying, the list and claims need a session.
 */
export async function bondRoutes(
  app: FastifyInstance,
  { reserveBond, sessions, publicReads }: AppDeps,
) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const session = requireSession(sessions);
  const { db, clock } = reserveBond.money;

  r.get(
    reserveBondInfoRoute.url,
    { schema: { response: { 200: reserveBondInfoRoute.response } } },
    async () => ok(await publicReads.get('bond/info', () => bondInfo(reserveBond))),
  );
  r.get(
    reserveBondQuoteRoute.url,
    {
      schema: {
        querystring: reserveBondQuoteRoute.querystring,
        response: { 200: reserveBondQuoteRoute.response },
      },
    },
    async (request) => {
      const key = `bond/quote:${request.query.amount}:${request.query.days}`;
      return ok(await publicReads.get(key, () => quoteBond(reserveBond, request.query)));
    },
  );
  keyedPost(app, reserveBondBuyRoute, session, (userId, body, key) =>
    buyBond(reserveBond, userId, body, key),
  );
  userGet(app, reserveBondListRoute, session, async (userId, { page, pageSize, status }) => {
    const { items, total } = await listBonds(db, { userId, status, page, pageSize });
    const now = clock.now();
    return { items: items.map((b) => bondView(reserveBond, b, now)), total, page, pageSize };
  });
  keyedPost(app, reserveBondClaimRoute, session, (userId, body, key) =>
    claimBond(reserveBond, userId, body.orderId, key),
  );
}
