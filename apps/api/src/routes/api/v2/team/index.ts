import {
  teamBurnRoute,
  teamDirectsRoute,
  teamDonationsRoute,
  teamInfoRoute,
  teamReleaseListRoute,
  teamReleaseRoute,
  teamTreeRoute,
  teamWithdrawRoute,
} from '@xbond/shared/api/team';
import { featureRoutes, pageAnswer } from '#src/routes/user-routes';
import { burn } from '#src/team/burn';
import { teamInfo } from '#src/team/info';
import { legSummary, listDirects, listDonations } from '#src/team/lists';
import { startRelease } from '#src/team/release';
import { listReleases } from '#src/team/releases';
import { releaseView } from '#src/team/view';
import { withdrawBonus } from '#src/team/withdraw';

/** Team and community: docs/team.md. */
export const teamRoutes = featureRoutes((r, { team }) => {
  const { db, book } = team.pledge.money;

  r.get(teamInfoRoute, (userId) => teamInfo(team, userId));
  r.get(teamDirectsRoute, (userId, { page, pageSize }) =>
    listDirects(team, userId, page, pageSize),
  );
  r.get(teamTreeRoute, (userId, { leg }) => legSummary(team, userId, leg));
  r.get(teamReleaseListRoute, (userId, query) =>
    pageAnswer(query, listReleases(db, userId, query.page, query.pageSize), (items) =>
      items.map((p) => releaseView(book, p)),
    ),
  );
  r.get(teamDonationsRoute, (userId, query) => listDonations(team, userId, query));
  r.keyed(teamReleaseRoute, (userId, body, key) => startRelease(team, userId, body, key));
  r.keyed(teamWithdrawRoute, (userId, { amount }, key) => withdrawBonus(team, userId, amount, key));
  r.keyed(teamBurnRoute, (userId, { asset }, key) => burn(team, userId, asset, key));
});
