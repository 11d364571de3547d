import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ok } from '../plugins/envelope';
import { optionalSession, requireSession, sessionUserId, viewerId } from '../session/auth';
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

/** A GET, its query (if any) validated by the shared route's schema, answering `act`'s data. */
function get<Q extends TSchema>(
  app: FastifyInstance,
  route: Route & { querystring?: Q },
  preHandler: Session | Viewer | null,
  act: (request: FastifyRequest, query: Static<Q>) => Promise<unknown>,
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
    async (request) => ok(await act(request, request.query as Static<Q>)),
  );
}

/** A GET of the signed-in user. */
export function userGet<Q extends TSchema>(
  app: FastifyInstance,
  route: Route & { querystring?: Q },
  preHandler: Session,
  act: (userId: string, query: Static<Q>) => Promise<unknown>,
): void {
  get(app, route, preHandler, (request, query) => act(sessionUserId(request), query));
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
  get(app, route, preHandler, (request, query) => act(viewerId(request), query));
}

/**
 * A feature's route helpers with the app and the session checks bound: each route is then one
 * call of its shared route and what it does. `cached` is a public GET whose answer is everyone's,
 * kept under `key` (docs/caching.md); `viewer` a public GET that also knows the signed-in viewer.
 */
function routeKit(app: FastifyInstance, { sessions, publicReads }: AppDeps) {
  const session = requireSession(sessions);
  const viewer = optionalSession(sessions);
  return {
    cached: <Q extends TSchema>(
      route: Route & { querystring?: Q },
      key: string | ((query: Static<Q>) => string),
      load: (query: Static<Q>) => Promise<unknown>,
    ) =>
      publicGet(app, route, null, (_, query) =>
        publicReads.get(typeof key === 'string' ? key : key(query), () => load(query)),
      ),
    viewer: <Q extends TSchema>(
      route: Route & { querystring?: Q },
      act: (viewer: string | null, query: Static<Q>) => Promise<unknown>,
    ) => publicGet(app, route, viewer, act),
    get: <Q extends TSchema>(
      route: Route & { querystring?: Q },
      act: (userId: string, query: Static<Q>) => Promise<unknown>,
    ) => userGet(app, route, session, act),
    post: <B extends TSchema>(
      route: Route & { body: B },
      act: (userId: string, body: Static<B>) => Promise<unknown>,
    ) => userPost(app, route, session, act),
    keyed: <B extends TSchema>(
      route: Route & { headers: TSchema; body?: B },
      act: (userId: string, body: Static<B>, key: string) => Promise<unknown>,
    ) => keyedPost(app, route, session, act),
  };
}

/** A feature's routes as a plugin of the app: `wire` declares them with the bound helpers. */
export const featureRoutes =
  (wire: (r: ReturnType<typeof routeKit>, deps: AppDeps) => void) =>
  async (app: FastifyInstance, deps: AppDeps) =>
    wire(routeKit(app, deps), deps);

/** A page of rows as a list route answers it: the rows' views, the total and the page asked. */
export async function pageAnswer<R, V>(
  { page, pageSize }: { page: number; pageSize: number },
  rows: Promise<{ items: R[]; total: number }>,
  views: (items: R[]) => V[] | Promise<V[]>,
) {
  const { items, total } = await rows;
  return { items: await views(items), total, page, pageSize };
}
