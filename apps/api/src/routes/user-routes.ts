import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import {
  type optionalSession,
  type requireSession,
  sessionUserId,
  viewerId,
} from '../session/auth';
import type { SharedTypeProvider } from '../type-provider';

/**
 * The route helper: every route of a feature is one call here, from its shared route (schemas
 * written once in packages/shared), so the schema, the session check and the envelope are
 * wired the same way everywhere.
 */
type Session = ReturnType<typeof requireSession>;
type Viewer = ReturnType<typeof optionalSession>;
interface Route {
  url: string;
  response: TSchema;
}

/**
 * A money-moving POST of the signed-in user: the body (if the route has one) validated by the
 * route's schema and the required `Idempotency-Key` header handed to `act` (docs/ledger.md).
 */
export function keyedPost<B extends TSchema>(
  app: FastifyInstance,
  route: Route & { headers: TSchema; body?: B },
  preHandler: Session,
  act: (userId: string, body: Static<B>, key: string) => Promise<unknown>,
): void {
  app.withTypeProvider<SharedTypeProvider>().post(
    route.url,
    {
      schema: {
        headers: route.headers,
        ...(route.body ? { body: route.body } : {}),
        response: { 200: route.response },
      },
      preHandler,
    },
    async (request) => {
      // The route's header schema requires it: a request without one never gets here.
      const key = (request.headers as { 'idempotency-key': string })['idempotency-key'];
      return ok(await act(sessionUserId(request), request.body as Static<B>, key));
    },
  );
}

/** A POST of the signed-in user that moves no money (it reports or prepares one). */
export function userPost<B extends TSchema>(
  app: FastifyInstance,
  route: Route & { body: B },
  preHandler: Session,
  act: (userId: string, body: Static<B>) => Promise<unknown>,
): void {
  app
    .withTypeProvider<SharedTypeProvider>()
    .post(
      route.url,
      { schema: { body: route.body, response: { 200: route.response } }, preHandler },
      async (request) => ok(await act(sessionUserId(request), request.body as Static<B>)),
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

/**
 * A public GET. With `optionalSession` as `preHandler`, `act` also gets the signed-in viewer
 * (null for a visitor); without it, always null.
 */
export function publicGet<Q extends TSchema>(
  app: FastifyInstance,
  route: Route & { querystring?: Q },
  preHandler: Viewer | null,
  act: (viewer: string | null, query: Static<Q>) => Promise<unknown>,
): void {
  app.withTypeProvider<SharedTypeProvider>().get(
    route.url,
    {
      schema: {
        ...(route.querystring ? { querystring: route.querystring } : {}),
        response: { 200: route.response },
      },
      ...(preHandler ? { preHandler } : {}),
    },
    async (request) => ok(await act(viewerId(request), request.query as Static<Q>)),
  );
}
