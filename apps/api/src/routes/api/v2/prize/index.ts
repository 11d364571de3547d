import {
  prizeClaimRoute,
  prizeInfoRoute,
  prizeRankingRoute,
  prizeWinnersRoute,
} from '@xbond/shared/api/prize';
import { claimPrize } from '#src/prize/claim';
import { prizeInfo, prizeRanking } from '#src/prize/info';
import { listPrizes } from '#src/prize/prizes';
import { prizeView } from '#src/prize/view';
import { featureRoutes, pageAnswer } from '#src/routes/user-routes';

/**
 * The FOMO prize pool (the ranking screen): docs/trading.md. The period,
 * the ranking and the winners are public (a visitor sees them and is asked to connect for
 * their own rank); claiming needs the winner's session.
 */
export const prizeRoutes = featureRoutes((r, { trading, publicReads }) => {
  const { db, book } = trading.money;
  /** A visitor's answer is everyone's (docs/api.md): cached; a signed-in one marks their own. */
  const forViewer = <T>(viewer: string | null, key: string, load: () => Promise<T>) =>
    viewer ? load() : publicReads.get(key, load);

  r.viewer(prizeInfoRoute, (viewer, { period }) =>
    forViewer(viewer, `prize/info:${period}`, () => prizeInfo(trading, viewer, period)),
  );
  r.viewer(prizeRankingRoute, (viewer, { period }) =>
    forViewer(viewer, `prize/ranking:${period}`, () => prizeRanking(trading, period, viewer)),
  );
  r.viewer(prizeWinnersRoute, (viewer, query) =>
    forViewer(viewer, `prize/winners:${query.period}:${query.page}:${query.pageSize}`, () =>
      pageAnswer(query, listPrizes(db, { kind: query.period, ...query }), (items) =>
        items.map((p) => prizeView(book, p, viewer)),
      ),
    ),
  );
  r.keyed(prizeClaimRoute, (userId, { id }, key) => claimPrize(trading, userId, id, key));
});
