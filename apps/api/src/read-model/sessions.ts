import { ReadCache } from '../cache/read-cache';
import type { ChangeFeed } from '../changes/feed';
import type { Db } from '../db/db';
import { findLiveSession, revokeSession } from '../repositories/sessions';

/** Sessions kept in memory at most (~100 bytes each). */
const MAX_SESSIONS = 50_000;

/**
 * Which user a session token belongs to, from memory when it was checked less than
 * SESSION_CACHE_SECONDS ago and never past the session's own expiry (docs/caching.md).
 * Revocation: a logout here drops the entry at once; a revocation anywhere else (another
 * instance, SQL) reaches every instance by the sessions trigger's NOTIFY, and at the latest
 * when the entry's TTL ends if that message is lost.
 */
export class SessionStore {
  private readonly cache: ReadCache<string, string>;

  constructor(
    private readonly db: Db,
    ttlSeconds: number,
    changes: ChangeFeed,
  ) {
    this.cache = new ReadCache({ ttlMs: ttlSeconds * 1000, max: MAX_SESSIONS });
    changes.listen({
      usersChanged: () => {},
      sessionChanged: (hash) => this.cache.invalidate(hash),
      resync: () => this.cache.clear(),
    });
  }

  /** The user of a live session, or null (unknown, expired or revoked). */
  async userOf(tokenHash: string): Promise<string | null> {
    const cached = this.cache.get(tokenHash);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const session = await findLiveSession(this.db, tokenHash);
    if (!session) return null;
    this.cache.set(tokenHash, session.userId, ticket, session.expiresAt.getTime());
    return session.userId;
  }

  async revoke(tokenHash: string): Promise<void> {
    await revokeSession(this.db, tokenHash);
    this.cache.invalidate(tokenHash);
  }
}
