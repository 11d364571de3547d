import type { Static, TSchema } from '@sinclair/typebox';
import {
  adminSettingsPutRoute,
  adminSettingsRoute,
  adminSwitchesRoute,
  adminSwitchPutRoute,
} from '@xbond/shared/api/switches';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '#src/admin/audit';
import { operatorOf } from '#src/admin/role';
import type { AppDeps } from '#src/app-deps';
import { ok } from '#src/plugins/envelope';
import { publicGet } from '#src/routes/user-routes';
import { sessionUserId } from '#src/session/auth';
import {
  changeSettings,
  type Operator,
  setSwitch,
  settingsView,
  switchesView,
  type WriteChange,
} from '#src/settings/operator';
import type { SharedTypeProvider } from '#src/type-provider';

/**
 * The operator's pause switches and economic settings (docs/operations.md "Switches and
 * settings"). Registered inside the admin scope, whose role check runs first; every write is
 * audited in its own transaction and carries an Idempotency-Key.
 */
export async function operatorSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const { clock } = deps;

  const acting = (request: FastifyRequest): Operator => ({
    userId: sessionUserId(request),
    address: operatorOf(request),
  });
  const auditBy =
    (operator: Operator): WriteChange =>
    (tx, change) =>
      writeAudit(tx, { ...change, actor: operator.address, at: clock.now() }).then(() => {});

  /** An audited write of the operator, under its Idempotency-Key. */
  const write = <B extends TSchema>(
    route: { url: string; headers: TSchema; body: B; response: TSchema },
    change: (
      deps: AppDeps,
      operator: Operator,
      body: Static<B>,
      key: string,
      audit: WriteChange,
    ) => Promise<unknown>,
  ) =>
    r.put(
      route.url,
      { schema: { headers: route.headers, body: route.body, response: { 200: route.response } } },
      async (request) => {
        const operator = acting(request);
        // The route's header schema requires it: a request without one never gets here.
        const key = (request.headers as { 'idempotency-key': string })['idempotency-key'];
        return ok(await change(deps, operator, request.body as Static<B>, key, auditBy(operator)));
      },
    );

  // Inside the admin scope: its role check runs before these public-looking reads.
  publicGet(app, adminSwitchesRoute, null, async () => switchesView(deps.switches));
  write(adminSwitchPutRoute, setSwitch);
  publicGet(app, adminSettingsRoute, null, async () => settingsView(deps));
  write(adminSettingsPutRoute, changeSettings);
}
