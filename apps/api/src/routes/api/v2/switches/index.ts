import { switchesRoute } from '@xbond/shared/api/switches';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { ok } from '#src/plugins/envelope';
import type { SharedTypeProvider } from '#src/type-provider';

/** What is paused now, for every screen (public: a visitor sees it too). From memory. */
export async function switchesRoutes(app: FastifyInstance, { switches }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  r.get(switchesRoute.url, { schema: { response: { 200: switchesRoute.response } } }, async () =>
    ok({ paused: switches.paused() }),
  );
}
