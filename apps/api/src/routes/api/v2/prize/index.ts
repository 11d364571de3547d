import {
  prizeClaimRoute,
  prizeInfoRoute,
  prizeRankingRoute,
  prizeWinnersRoute,
} from '@xbond/shared/api/ranking';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { ok } from '../../../../plugins/envelope';
import { claimPrize } from '../../../../prize/claim';
import { prizeInfo, prizeRanking } from '../../../../prize/info';
import { listPrizes } from '../../../../prize/prizes';
import { prizeView } from '../../../../prize/view';
import { optionalSession, requireSession, sessionUserId, viewerId } from '../../../../session/auth';
import type { SharedTypeProvider } from '../../../../type-provider';

/**
 * The FOMO prize pool (the ranking screen): business-rules 10, docs/trading.md. The period,
 * the ranking and the winners are public (a visitor sees them and is asked to connect for
 * their own rank); claiming needs the winner's session.
 */
export async function prizeRoutes(app: FastifyInstance, { trading, sessions }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);
  const publicRead = optionalSession(sessions);
  const { db, book } = trading.money;

  r.get(
    prizeInfoRoute.url,
    {
      schema: {
        querystring: prizeInfoRoute.querystring,
        response: { 200: prizeInfoRoute.response },
      },
      preHandler: publicRead,
    },
    async (request) => ok(await prizeInfo(trading, viewerId(request), request.query.period)),
  );

  r.get(
    prizeRankingRoute.url,
    {
      schema: {
        querystring: prizeRankingRoute.querystring,
        response: { 200: prizeRankingRoute.response },
      },
      preHandler: publicRead,
    },
    async (request) => ok(await prizeRanking(trading, request.query.period, viewerId(request))),
  );

  r.get(
    prizeWinnersRoute.url,
    {
      schema: {
        querystring: prizeWinnersRoute.querystring,
        response: { 200: prizeWinnersRoute.response },
      },
      preHandler: publicRead,
    },
    async (request) => {
      const { period, page, pageSize } = request.query;
      const viewer = viewerId(request);
      const { items, total } = await listPrizes(db, { kind: period, page, pageSize });
      return ok({ items: items.map((p) => prizeView(book, p, viewer)), total, page, pageSize });
    },
  );

  r.post(
    prizeClaimRoute.url,
    {
      schema: {
        headers: prizeClaimRoute.headers,
        body: prizeClaimRoute.body,
        response: { 200: prizeClaimRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await claimPrize(
          trading,
          sessionUserId(request),
          request.body.id,
          request.headers['idempotency-key'],
        ),
      ),
  );
}
