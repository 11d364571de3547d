import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { BearerHashes } from './bearer-hashes';
import type { SessionStore } from './store';

export interface Session {
  userId: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on protected routes. */
    session: Session | null;
    /** tokenHash()'s memo: null = not computed yet, false = no well-formed bearer token. */
    bearerHash: string | false | null;
  }
}

/** The hashes of this process's recent bearer tokens (BearerHashes). */
const recentHashes = new BearerHashes();

/**
 * The SHA-256 of the request's bearer token, or null without one. Looked up once per request
 * (the rate limit's key and the session check both need it), and hashed once per token lately.
 */
export function tokenHash(request: FastifyRequest): string | null {
  if (request.bearerHash === null) {
    request.bearerHash = recentHashes.of(request.headers.authorization) ?? false;
  }
  return request.bearerHash || null;
}

/** Every preHandler made by requireSession: the API reference marks their routes as signed-in. */
const sessionChecks = new WeakSet<object>();

type Done = (error?: Error) => void;

/**
 * preHandler of protected routes: a missing, unknown, expired or revoked token is HTTP 401
 * (docs/security.md, "Sign-in and sessions"), which the web app answers by signing out. A callback
 * hook: a session this instance checked lately passes without a promise or a microtask.
 */
export function requireSession(sessions: SessionStore) {
  const check = (request: FastifyRequest, _reply: FastifyReply, done: Done) => {
    const hash = tokenHash(request);
    if (!hash) return done(new AppError('unauthorized'));
    const known = sessions.knownUser(hash);
    if (known !== undefined) {
      request.session = { userId: known, tokenHash: hash };
      return done();
    }
    sessions.userOf(hash).then((userId) => {
      if (!userId) return done(new AppError('unauthorized'));
      request.session = { userId, tokenHash: hash };
      done();
    }, done);
  };
  sessionChecks.add(check);
  return check;
}

/** Whether a route's preHandler option (one function or a list) includes a session check. */
export function requiresSession(preHandler: unknown): boolean {
  const handlers: unknown[] = Array.isArray(preHandler) ? preHandler : [preHandler];
  return handlers.some((h) => typeof h === 'function' && sessionChecks.has(h));
}

/** The signed-in user of a request that passed `requireSession`. */
export function sessionUserId(request: FastifyRequest): string {
  if (!request.session) throw new AppError('unauthorized');
  return request.session.userId;
}

/**
 * preHandler of public routes that say more to a signed-in user: no token is a visitor
 * (`request.session` stays null); a token that is sent is checked as `requireSession` does,
 * so an ended session still answers 401 and the web app signs out.
 */
export function optionalSession(sessions: SessionStore) {
  const required = requireSession(sessions);
  return (request: FastifyRequest, reply: FastifyReply, done: Done) => {
    if (tokenHash(request)) required(request, reply, done);
    else done();
  };
}

/** The signed-in user of a request that passed `optionalSession`, or null for a visitor. */
export const viewerId = (request: FastifyRequest): string | null => request.session?.userId ?? null;
