import {
  prizeClaimRoute,
  prizeInfoRoute,
  prizeRankingRoute,
  prizeWinnersRoute,
} from '@xbond/shared/api/ranking';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { claimPrize } from '../../../../prize/claim';
import { prizeInfo, prizeRanking } from '../../../../prize/info';
import { listPrizes } from '../../../../prize/prizes';
import { prizeView } from '../../../../prize/view';
import { optionalSession, requireSession } from '../../../../session/auth';
import { keyedPost, publicGet } from '../../../user-routes';

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
