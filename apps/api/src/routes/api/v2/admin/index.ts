import { adminMeRoute } from '@xbond/shared/api/admin';
import type { FastifyInstance } from 'fastify';
import { toAddress } from '../../../../address';
import { OperatorRoster, operatorOf, requireAdmin } from '../../../../admin/role';
import type { AppDeps } from '../../../../app-deps';
import { ok } from '../../../../plugins/envelope';
import type { SharedTypeProvider } from '../../../../type-provider';
import { operatorSettingsRoutes } from '../admin-settings';

/**
 * The operator's console (docs/operations.md): every route in this scope passes the role check
 * first, and is left out of the public API reference.
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const roster = new OperatorRoster(deps.db, deps.config);
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
  await app.register(operatorSettingsRoutes, deps);
}
