import {
  prizeClaimRoute,
  prizeInfoRoute,
  prizeRankingRoute,
  prizeWinnersRoute,
} from '@xbond/shared/api/ranking';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { optionalSession, requireSession, sessionUserId, viewerId } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import { claimPrize } from '../../../../prize/claim';
import { prizeInfo, prizeRanking } from '../../../../prize/info';
import { listPrizes } from '../../../../prize/prizes';
import { prizeView } from '../../../../prize/view';
import type { SharedTypeProvider } from '../../../../type-provider';

/**
 * The FOMO prize pool (the ranking screen): business-rules 10, docs/trading.md. The period,
 * the ranking and the winners are public (a visitor sees them and is asked to connect for
 * their own rank); claiming needs the winner's session.
 */
export async function prizeRoutes(
  app: FastifyInstance,
  { trading, sessions, publicReads }: AppDeps,
) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);
  const publicRead = optionalSession(sessions);
  const { db, book } = trading.money;
  /** A visitor's answer is everyone's (docs/api.md): cached; a signed-in one marks their own. */
  const forViewer = <T>(viewer: string | null, key: string, load: () => Promise<T>) =>
    viewer ? load() : publicReads.get(key, load);

  r.get(
    prizeInfoRoute.url,
    {
      schema: {
        querystring: prizeInfoRoute.querystring,
        response: { 200: prizeInfoRoute.response },
      },
      preHandler: publicRead,
    },
    async (request) => {
      const { period } = request.query;
      const viewer = viewerId(request);
      return ok(
        await forViewer(viewer, `prize/info:${period}`, () => prizeInfo(trading, viewer, period)),
      );
    },
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
    async (request) => {
      const { period } = request.query;
      const viewer = viewerId(request);
      return ok(
        await forViewer(viewer, `prize/ranking:${period}`, () =>
          prizeRanking(trading, period, viewer),
        ),
      );
    },
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
      const key = `prize/winners:${period}:${page}:${pageSize}`;
      return ok(
        await forViewer(viewer, key, async () => {
          const { items, total } = await listPrizes(db, { kind: period, page, pageSize });
          return { items: items.map((p) => prizeView(book, p, viewer)), total, page, pageSize };
        }),
      );
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
