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

  r.get(
    adminSwitchesRoute.url,
    { schema: { response: { 200: adminSwitchesRoute.response } } },
    async () => ok(switchesView(deps.switches)),
  );

  r.put(
    adminSwitchPutRoute.url,
    {
      schema: {
        headers: adminSwitchPutRoute.headers,
        body: adminSwitchPutRoute.body,
        response: { 200: adminSwitchPutRoute.response },
      },
    },
    async (request) => {
      const operator = acting(request);
      const key = request.headers['idempotency-key'];
      return ok(await setSwitch(deps, operator, request.body, key, auditBy(operator)));
    },
  );

  r.get(
    adminSettingsRoute.url,
    { schema: { response: { 200: adminSettingsRoute.response } } },
    async () => ok(settingsView(deps)),
  );

  r.put(
    adminSettingsPutRoute.url,
    {
      schema: {
        headers: adminSettingsPutRoute.headers,
        body: adminSettingsPutRoute.body,
        response: { 200: adminSettingsPutRoute.response },
      },
    },
    async (request) => {
      const operator = acting(request);
      const key = request.headers['idempotency-key'];
      return ok(await changeSettings(deps, operator, request.body, key, auditBy(operator)));
    },
  );
}
