import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { requireSession } from '../session/auth';
import type { SessionStore } from '../session/store';
import { findUserById } from '../users/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin`: the operator's lowercase address, for the audit trail. */
    operator: string | null;
  }
}

type Done = (error?: Error) => void;

/** Users' addresses kept in memory at most (an address never changes once registered). */
const MAX_ADDRESSES = 10_000;

/**
 * Whether a user is an operator right now: their address is in ADMIN_ADDRESSES as this
 * instance reads it. Addresses are cached (they never change); the list is read every time.
 */
export class OperatorRoster {
  private readonly addresses = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'adminAddresses'>,
  ) {}

  /** Whether this lowercase address is an operator's. */
  isOperator(address: string): boolean {
    return this.config.adminAddresses.includes(address.toLowerCase());
  }

  /** The user's lowercase address when it is an operator's, else null. */
  async operatorAddress(userId: string): Promise<string | null> {
    let address = this.addresses.get(userId);
    if (address === undefined) {
      const user = await findUserById(this.db, userId);
      if (!user) return null;
      address = user.address.toLowerCase();
      if (this.addresses.size >= MAX_ADDRESSES) this.addresses.clear();
      this.addresses.set(userId, address);
    }
    return this.isOperator(address) ? address : null;
  }
}

/**
 * The role check of every /api/v2/admin/* route, as an `onRequest` hook of the admin scope
 * (routes/api/v2/admin): before the body, the Idempotency-Key or anything else is looked at.
 * It passes a live session whose address is an operator's now (an address taken off the list
 * is refused at its next request, its session still open). Anyone else, a visitor or an
 * ended session included, gets the answer of an unknown route: nothing says the console
 * exists, nor which of its routes do.
 */
export function requireAdmin(sessions: SessionStore, roster: OperatorRoster) {
  const session = requireSession(sessions);
  return (request: FastifyRequest, reply: FastifyReply, done: Done) => {
    session(request, reply, (error) => {
      if (error || !request.session) return done(new AppError('notFound'));
      roster.operatorAddress(request.session.userId).then((address) => {
        if (!address) return done(new AppError('notFound'));
        request.operator = address;
        done();
      }, done);
    });
  };
}

/** The operator of a request that passed `requireAdmin`. */
export function operatorOf(request: FastifyRequest): string {
  if (!request.operator) throw new AppError('notFound');
  return request.operator;
}
