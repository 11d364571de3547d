import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { findLiveSession } from '../repositories/sessions';
import { hashSessionToken, SESSION_TOKEN_PATTERN } from '../services/session-token';

export interface Session {
  userId: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on protected routes. */
    session: Session | null;
  }
}

/** The bearer token of the request when it is well formed, else null (spec section 7). */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  return token && SESSION_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * preHandler of protected routes: a missing, unknown, expired or revoked token is HTTP 401
 * (business-rules section 2), which the web app answers by signing out.
 */
export function requireSession(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized');
    const tokenHash = hashSessionToken(token);
    const userId = await findLiveSession(db, tokenHash);
    if (!userId) throw new AppError('unauthorized');
    request.session = { userId, tokenHash };
  };
}
