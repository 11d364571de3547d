import { devTimeRoute } from '@xbond/shared/api/dev';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { ok } from '#src/plugins/envelope';
import type { DemoTime } from '#src/time/demo-time';
import type { SharedTypeProvider } from '#src/type-provider';

/**
 * The local demo's time travel (docs/time.md): registered only when the product started
 * its own chain, so it is a 404 everywhere else. Answers once the watcher has read the new
 * block and every job that became due has run, so the caller sees their effects.
 */
export async function devRoutes(
  app: FastifyInstance,
  { demoTime }: AppDeps & { demoTime: DemoTime },
) {
  let moving: Promise<unknown> = Promise.resolve();
  app
    .withTypeProvider<SharedTypeProvider>()
    .post(
      devTimeRoute.url,
      { schema: { body: devTimeRoute.body, response: { 200: devTimeRoute.response } } },
      async (request) => {
        // One move at a time: the chain's clock must never be set back by a slower request.
        const move = moving.then(async () => {
          await demoTime.advance(request.body.advanceSeconds);
          await app.watcher.tick();
          await app.jobs.tick();
        });
        moving = move.catch(() => {});
        await move;
        return ok({ serverTime: demoTime.clock.now().toISOString() });
      },
    );
}
