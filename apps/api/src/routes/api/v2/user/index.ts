import { type WalletInfo, walletRoute } from '@xbond/shared/api/user';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { AppError } from '#src/errors';
import { ok } from '#src/plugins/envelope';
import { requireSession, sessionUserId } from '#src/session/auth';

/** The signed-in user's own data. */
export async function userRoutes(app: FastifyInstance, { sessions, wallets }: AppDeps) {
  // A cached wallet is one immutable object until a change replaces it: its JSON, made by the
  // route's own schema serializer, is kept beside it instead of being made per request. (So
  // the handler sends a string, and the route is not typed by the shared type provider.)
  const bodies = new WeakMap<WalletInfo, string>();

  const send = (reply: FastifyReply, wallet: WalletInfo | null): FastifyReply => {
    if (!wallet) throw new AppError('unauthorized');
    let body = bodies.get(wallet);
    if (body === undefined) {
      body = String(reply.serialize(ok(wallet)));
      bodies.set(wallet, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };

  // Not an async handler: a wallet in memory, the usual case, is sent without a promise (a
  // handler that sent its answer itself returns undefined).
  app.get(
    walletRoute.url,
    { schema: { response: { 200: walletRoute.response } }, preHandler: requireSession(sessions) },
    (request, reply) => {
      const userId = sessionUserId(request);
      const cached = wallets.cached(userId);
      if (cached) send(reply, cached);
      // Resolves with the reply, so Fastify waits for it to end: a body compressed as a stream
      // ends after this promise, and an undefined result would be sent again as an empty answer.
      else return wallets.read(userId).then((wallet) => send(reply, wallet));
    },
  );
}
