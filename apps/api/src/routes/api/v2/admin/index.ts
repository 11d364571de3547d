import {
  adminMeRoute,
  auditRoute,
  dashboardRoute,
  fundPoolRoute,
  suspenseDecideRoute,
  suspenseListRoute,
} from '@xbond/shared/api/admin';
import { snapshotsRoute } from '@xbond/shared/api/admin-snapshots';
import type { FastifyInstance } from 'fastify';
import { toAddress } from '#src/address';
import { activityFigures, jobsFigures } from '#src/admin/activity';
import { fundPool } from '#src/admin/fund-pool';
import { poolFigures } from '#src/admin/pools';
import { OperatorRoster, operatorOf, requireAdmin } from '#src/admin/role';
import { snapshotDays } from '#src/admin/snapshots';
import { solvency } from '#src/admin/solvency';
import { decideSuspense, suspenseItems } from '#src/admin/suspense-review';
import { auditPage } from '#src/admin/trail';
import type { AppDeps } from '#src/app-deps';
import { ok } from '#src/plugins/envelope';
import type { SharedTypeProvider } from '#src/type-provider';
import { operatorSettingsRoutes } from '../admin-settings';

/**
 * The operator's console (docs/operations.md): every route in this scope passes the role check
 * first, and is left out of the public API reference. Every action writes its audit row in
 * the transaction of its effect (admin/audit.ts).
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, money, config } = deps;
  const roster = new OperatorRoster(db, config);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', requireAdmin(deps.sessions, roster));
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const r = app.withTypeProvider<SharedTypeProvider>();

  r.get(
    adminMeRoute.url,
    { schema: { response: { 200: adminMeRoute.response } } },
    async (request) => ok({ address: toAddress(operatorOf(request)), role: 'operator' as const }),
  );

  r.get(
    dashboardRoute.url,
    { schema: { response: { 200: dashboardRoute.response } } },
    async () => {
      const [solvencyRows, pools, activity, jobs] = await Promise.all([
        solvency(money),
        poolFigures(money),
        activityFigures(money, config.reserveBond),
        jobsFigures(money, app.jobs),
      ]);
      return ok({
        at: money.clock.now().toISOString(),
        solvency: solvencyRows,
        pools,
        activity,
        jobs,
      });
    },
  );

  r.get(
    snapshotsRoute.url,
    {
      schema: {
        querystring: snapshotsRoute.querystring,
        response: { 200: snapshotsRoute.response },
      },
    },
    async (request) => ok(await snapshotDays(money, request.query.days)),
  );

  r.post(
    fundPoolRoute.url,
    {
      schema: {
        headers: fundPoolRoute.headers,
        body: fundPoolRoute.body,
        response: { 200: fundPoolRoute.response },
      },
    },
    async (request) =>
      ok(
        await fundPool(
          money,
          operatorOf(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.get(
    suspenseListRoute.url,
    { schema: { response: { 200: suspenseListRoute.response } } },
    async () => ok({ items: await suspenseItems(money) }),
  );

  r.post(
    suspenseDecideRoute.url,
    {
      schema: {
        headers: suspenseDecideRoute.headers,
        body: suspenseDecideRoute.body,
        response: { 200: suspenseDecideRoute.response },
      },
    },
    async (request) => ok(await decideSuspense(money, operatorOf(request), request.body)),
  );

  r.get(
    auditRoute.url,
    { schema: { querystring: auditRoute.querystring, response: { 200: auditRoute.response } } },
    async (request) => ok(await auditPage(db, request.query)),
  );
  await app.register(operatorSettingsRoutes, deps);
}
