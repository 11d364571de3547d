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
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { keyedPost, userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';
import { burn } from '#src/team/burn';
import { teamInfo } from '#src/team/info';
import { legSummary, listDirects, listDonations } from '#src/team/lists';
import { startRelease } from '#src/team/release';
import { listReleases } from '#src/team/releases';
import { releaseView } from '#src/team/view';
import { withdrawBonus } from '#src/team/withdraw';

/** Team and community: docs/team.md. */
export async function teamRoutes(app: FastifyInstance, { team, sessions }: AppDeps) {
  const session = requireSession(sessions);
  const { db, book } = team.pledge.money;

  userGet(app, teamInfoRoute, session, (userId) => teamInfo(team, userId));
  userGet(app, teamDirectsRoute, session, (userId, { page, pageSize }) =>
    listDirects(team, userId, page, pageSize),
  );
  userGet(app, teamTreeRoute, session, (userId, { leg }) => legSummary(team, userId, leg));
  userGet(app, teamReleaseListRoute, session, async (userId, { page, pageSize }) => {
    const { items, total } = await listReleases(db, userId, page, pageSize);
    return { items: items.map((p) => releaseView(book, p)), total, page, pageSize };
  });
  userGet(app, teamDonationsRoute, session, (userId, query) => listDonations(team, userId, query));
  keyedPost(app, teamReleaseRoute, session, (userId, body, key) =>
    startRelease(team, userId, body, key),
  );
  keyedPost(app, teamWithdrawRoute, session, (userId, body, key) =>
    withdrawBonus(team, userId, body.amount, key),
  );
  keyedPost(app, teamBurnRoute, session, (userId, body, key) =>
    burn(team, userId, body.asset, key),
  );
}
