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
export async function prizeRoutes(app: FastifyInstance, { trading, sessions }: AppDeps) {
  const session = requireSession(sessions);
  const publicRead = optionalSession(sessions);
  const { db, book } = trading.money;

  publicGet(app, prizeInfoRoute, publicRead, (viewer, { period }) =>
    prizeInfo(trading, viewer, period),
  );
  publicGet(app, prizeRankingRoute, publicRead, (viewer, { period }) =>
    prizeRanking(trading, period, viewer),
  );
  publicGet(app, prizeWinnersRoute, publicRead, async (viewer, { period, page, pageSize }) => {
    const { items, total } = await listPrizes(db, { kind: period, page, pageSize });
    return { items: items.map((p) => prizeView(book, p, viewer)), total, page, pageSize };
  });
  keyedPost(app, prizeClaimRoute, session, (userId, body, key) =>
    claimPrize(trading, userId, body.id, key),
  );
}
