import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { type requireSession, sessionUserId } from '../session/auth';
import type { SharedTypeProvider } from '../type-provider';

type Session = ReturnType<typeof requireSession>;
interface Route {
  url: string;
  response: TSchema;
}

/**
 * A money-moving POST of the signed-in user, from its shared route (schemas written once in
 * packages/shared): the body validated by the route's schema and the required
 * `Idempotency-Key` header handed to `act` (docs/ledger.md).
 */
export function keyedPost<B extends TSchema>(
  app: FastifyInstance,
  route: Route & { headers: TSchema; body: B },
  preHandler: Session,
  act: (userId: string, body: Static<B>, key: string) => Promise<unknown>,
): void {
  app.withTypeProvider<SharedTypeProvider>().post(
    route.url,
    {
      schema: { headers: route.headers, body: route.body, response: { 200: route.response } },
      preHandler,
    },
    async (request) => {
      // The route's header schema requires it: a request without one never gets here.
      const key = (request.headers as { 'idempotency-key': string })['idempotency-key'];
      return ok(await act(sessionUserId(request), request.body as Static<B>, key));
    },
  );
}

/** A GET of the signed-in user, its query (if any) validated by the shared route's schema. */
export function userGet<Q extends TSchema>(
  app: FastifyInstance,
  route: Route & { querystring?: Q },
  preHandler: Session,
  act: (userId: string, query: Static<Q>) => Promise<unknown>,
): void {
  app.withTypeProvider<SharedTypeProvider>().get(
    route.url,
    {
      schema: {
        ...(route.querystring ? { querystring: route.querystring } : {}),
        response: { 200: route.response },
      },
      preHandler,
    },
    async (request) => ok(await act(sessionUserId(request), request.query as Static<Q>)),
  );
}
