import { type WalletInfo, walletRoute } from '@xbond/shared/api/user';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { AppError } from '#src/errors';
import { ok } from '#src/plugins/envelope';
import { requireSession } from '#src/session/auth';

/** The signed-in user's own data. */
export async function userRoutes(app: FastifyInstance, { sessions, wallets }: AppDeps) {
  // A cached wallet is one immutable object until a change replaces it: its JSON, made by the
  // route's own schema serializer, is kept beside it instead of being made per request. (So
  // the handler sends a string, and the route is not typed by the shared type provider.)
  const bodies = new WeakMap<WalletInfo, string>();

  app.get(
    walletRoute.url,
    { schema: { response: { 200: walletRoute.response } }, preHandler: requireSession(sessions) },
    async (request, reply) => {
      const wallet = request.session && (await wallets.read(request.session.userId));
      if (!wallet) throw new AppError('unauthorized');
      let body = bodies.get(wallet);
      if (body === undefined) {
        body = String(reply.serialize(ok(wallet)));
        bodies.set(wallet, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
