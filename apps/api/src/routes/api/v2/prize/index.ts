import {
  prizeClaimRoute,
  prizeInfoRoute,
  prizeRankingRoute,
  prizeWinnersRoute,
} from '@xbond/shared/api/prize';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { claimPrize } from '#src/prize/claim';
import { prizeInfo, prizeRanking } from '#src/prize/info';
import { listPrizes } from '#src/prize/prizes';
import { prizeView } from '#src/prize/view';
import { keyedPost, publicGet } from '#src/routes/user-routes';
import { optionalSession, requireSession } from '#src/session/auth';

/**
 * The FOMO prize pool (the ranking screen): docs/trading.md. The period,
 * the ranking and the winners are public (a visitor sees them and is asked to connect for
 * their own rank); claiming needs the winner's session.
 */
export async function prizeRoutes(
  app: FastifyInstance,
  { trading, sessions, publicReads }: AppDeps,
) {
  const session = requireSession(sessions);
  const publicRead = optionalSession(sessions);
  const { db, book } = trading.money;
  /** A visitor's answer is everyone's (docs/api.md): cached; a signed-in one marks their own. */
  const forViewer = <T>(viewer: string | null, key: string, load: () => Promise<T>) =>
    viewer ? load() : publicReads.get(key, load);

  publicGet(app, prizeInfoRoute, publicRead, (viewer, { period }) =>
    forViewer(viewer, `prize/info:${period}`, () => prizeInfo(trading, viewer, period)),
  );
  publicGet(app, prizeRankingRoute, publicRead, (viewer, { period }) =>
    forViewer(viewer, `prize/ranking:${period}`, () => prizeRanking(trading, period, viewer)),
  );
  publicGet(app, prizeWinnersRoute, publicRead, (viewer, { period, page, pageSize }) =>
    forViewer(viewer, `prize/winners:${period}:${page}:${pageSize}`, async () => {
      const { items, total } = await listPrizes(db, { kind: period, page, pageSize });
      return { items: items.map((p) => prizeView(book, p, viewer)), total, page, pageSize };
    }),
  );
  keyedPost(app, prizeClaimRoute, session, (userId, body, key) =>
    claimPrize(trading, userId, body.id, key),
  );
}
