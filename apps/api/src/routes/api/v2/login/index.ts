import { randomBytes } from 'node:crypto';
import {
  inviterRoute,
  loginRoute,
  logoutAllRoute,
  logoutRoute,
  nonceRoute,
} from '@xbond/shared/api/session';
import { maskAddress } from '@xbond/shared/mask';
import type { FastifyInstance } from 'fastify';
import { toAddress } from '#src/address';
import type { AppDeps } from '#src/app-deps';
import { ReadCache } from '#src/cache/read-cache';
import { AppError } from '#src/errors';
import { ok } from '#src/plugins/envelope';
import { perIp } from '#src/plugins/rate-limit';
import { requireSession, sessionUserId } from '#src/session/auth';
import { insertNonce } from '#src/session/login-nonces';
import { signIn } from '#src/session/sign-in';
import type { SharedTypeProvider } from '#src/type-provider';
import { normalizeInviteCode } from '#src/users/invite-code';
import { findUserByInviteCode } from '#src/users/users';

/**
 * A code's owner never changes and a code unknown now is a random string no one will draw
 * within a minute: answers (known or not) are kept this long, so a popular invite link costs
 * one query a minute however many visitors open it.
 */
const INVITER_CACHE = { ttlMs: 60_000, max: 5_000 };

/** Sign-in with Ethereum (EIP-4361) and sign-out: docs/security.md, "Sign-in and sessions". */
export async function loginRoutes(app: FastifyInstance, { config, db, chain, sessions }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();

  r.get(
    nonceRoute.url,
    {
      schema: { querystring: nonceRoute.querystring, response: { 200: nonceRoute.response } },
      config: { rateLimit: perIp(config.rateLimit.noncePerMin) },
    },
    async (request) => {
      // 128 random bits as hex: alphanumeric, as EIP-4361 requires of a nonce.
      const nonce = randomBytes(16).toString('hex');
      const address = toAddress(request.query.address);
      const expiresAt = await insertNonce(db, nonce, address, config.nonceTtlMinutes);
      return ok({ nonce, expiresAt: expiresAt.toISOString() });
    },
  );

  // Public: the invite popup says whose invitation a code is. Limited like the nonce (per IP),
  // as a lookup by code; it shows only a masked address.
  const inviters = new ReadCache<string, string | null>(INVITER_CACHE);
  r.get(
    inviterRoute.url,
    {
      schema: { querystring: inviterRoute.querystring, response: { 200: inviterRoute.response } },
      config: { rateLimit: perIp(config.rateLimit.noncePerMin) },
    },
    async (request) => {
      const code = normalizeInviteCode(request.query.invite_code);
      let inviter = inviters.get(code);
      if (inviter === undefined) {
        const ticket = inviters.ticket();
        const user = await findUserByInviteCode(db, code);
        inviter = user ? maskAddress(user.address) : null;
        inviters.set(code, inviter, ticket);
      }
      if (inviter === null) throw new AppError('unknownInviteCode');
      return ok({ inviter });
    },
  );

  r.post(
    loginRoute.url,
    {
      schema: { body: loginRoute.body, response: { 200: loginRoute.response } },
      config: { rateLimit: perIp(config.rateLimit.loginPerMin) },
    },
    async (request) =>
      ok(await signIn({ config, db, client: chain.client, chainId: chain.chainId }, request.body)),
  );

  r.post(
    logoutRoute.url,
    { schema: { response: { 200: logoutRoute.response } }, preHandler: requireSession(sessions) },
    async (request) => {
      if (request.session) await sessions.revoke(request.session.tokenHash);
      return ok(null);
    },
  );

  // Log out everywhere: a lost or shared device, or a token that may have leaked.
  r.post(
    logoutAllRoute.url,
    {
      schema: { response: { 200: logoutAllRoute.response } },
      preHandler: requireSession(sessions),
    },
    async (request) => ok({ ended: await sessions.revokeAll(sessionUserId(request)) }),
  );
}
