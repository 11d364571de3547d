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
import type { AppDeps } from '../../../../app-deps';
import { ok } from '../../../../plugins/envelope';
import { requireSession, sessionUserId } from '../../../../session/auth';
import { burn } from '../../../../team/burn';
import { teamInfo } from '../../../../team/info';
import { legSummary, listDirects, listDonations } from '../../../../team/lists';
import { startRelease } from '../../../../team/release';
import { listReleases } from '../../../../team/releases';
import { releaseView } from '../../../../team/view';
import { withdrawBonus } from '../../../../team/withdraw';
import type { SharedTypeProvider } from '../../../../type-provider';

/** Team and community: business-rules 11, docs/team.md. */
export async function teamRoutes(app: FastifyInstance, { team, sessions }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);
  const { db, book } = team.pledge.money;

  r.get(
    teamInfoRoute.url,
    { schema: { response: { 200: teamInfoRoute.response } }, preHandler },
    async (request) => ok(await teamInfo(team, sessionUserId(request))),
  );

  r.get(
    teamDirectsRoute.url,
    {
      schema: {
        querystring: teamDirectsRoute.querystring,
        response: { 200: teamDirectsRoute.response },
      },
      preHandler,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(await listDirects(team, sessionUserId(request), page, pageSize));
    },
  );

  r.get(
    teamTreeRoute.url,
    {
      schema: { querystring: teamTreeRoute.querystring, response: { 200: teamTreeRoute.response } },
      preHandler,
    },
    async (request) => ok(await legSummary(team, sessionUserId(request), request.query.leg)),
  );

  r.get(
    teamReleaseListRoute.url,
    {
      schema: {
        querystring: teamReleaseListRoute.querystring,
        response: { 200: teamReleaseListRoute.response },
      },
      preHandler,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listReleases(db, sessionUserId(request), page, pageSize);
      return ok({ items: items.map((p) => releaseView(book, p)), total, page, pageSize });
    },
  );

  r.get(
    teamDonationsRoute.url,
    {
      schema: {
        querystring: teamDonationsRoute.querystring,
        response: { 200: teamDonationsRoute.response },
      },
      preHandler,
    },
    async (request) => ok(await listDonations(team, sessionUserId(request), request.query)),
  );

  r.post(
    teamReleaseRoute.url,
    {
      schema: {
        headers: teamReleaseRoute.headers,
        body: teamReleaseRoute.body,
        response: { 200: teamReleaseRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await startRelease(
          team,
          sessionUserId(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.post(
    teamWithdrawRoute.url,
    {
      schema: {
        headers: teamWithdrawRoute.headers,
        body: teamWithdrawRoute.body,
        response: { 200: teamWithdrawRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await withdrawBonus(
          team,
          sessionUserId(request),
          request.body.amount,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.post(
    teamBurnRoute.url,
    {
      schema: {
        headers: teamBurnRoute.headers,
        body: teamBurnRoute.body,
        response: { 200: teamBurnRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await burn(
          team,
          sessionUserId(request),
          request.body.asset,
          request.headers['idempotency-key'],
        ),
      ),
  );
}
