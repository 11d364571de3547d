import { ReadCache } from '../cache/read-cache';
import type { ChangeFeed } from '../changes/feed';
import type { Db } from '../db/db';
import { findLiveSession, revokeSession, revokeUserSessions, touchSession } from './sessions';

/** Sessions kept in memory at most (~100 bytes each); as many unknown tokens. */
const MAX_SESSIONS = 50_000;
/** A session's use is written to the database at most this often (docs/security.md). */
export const TOUCH_EVERY_SECONDS = 60;
/** Longest a logout waits to hear its own revocation's NOTIFY (see `revoke`). */
const ECHO_WAIT_MS = 2_000;
/** How long a heard revocation is remembered for a `revokeAll` that reads its hashes later. */
const HEARD_MS = 10_000;

export interface SessionStoreOptions {
  /** Longest a checked session is served from memory (SESSION_CACHE_SECONDS). */
  cacheSeconds: number;
  /** How long a token no live session has is answered from memory (UNKNOWN_TOKEN_CACHE_SECONDS). */
  unknownCacheSeconds?: number;
  /** A session unused this long is over (SESSION_IDLE_MINUTES). */
  idleMinutes: number;
  now?: () => number;
}

interface CachedSession {
  userId: string;
  /** When its last use was recorded in the database, by this process's clock (ms). */
  seenAt: number;
}

/**
 * Which user a session token belongs to, from memory when it was checked less than
 * SESSION_CACHE_SECONDS ago and never past the session's own expiry (docs/caching.md).
 * Revocation: a logout here drops the entry at once; a revocation anywhere else (another
 * instance, SQL) reaches every instance by the sessions trigger's NOTIFY, and at the latest
 * when the entry's TTL ends if that message is lost.
 *
 * Idle timeout: a session whose last recorded use is older than SESSION_IDLE_MINUTES is not
 * live. A use is recorded at most once a minute per session, not on every request.
 *
 * Unknown tokens: a token with no live session is remembered as such for
 * UNKNOWN_TOKEN_CACHE_SECONDS, so a flood of made-up tokens does not reach the database each
 * time (bounded, oldest dropped first). It cannot refuse a sign-in: a session's token is 32
 * random bytes made at sign-in and first shown in its answer, so no request presented it
 * before it existed; and an unknown, expired, idle or revoked token never becomes live again.
 */
export class SessionStore {
  private readonly cache: ReadCache<string, CachedSession>;
  private readonly unknown: ReadCache<string, true>;
  private readonly now: () => number;
  /** Revocations heard lately on `xbond_sessions`, so a logout knows it was announced. */
  private readonly heard: ReadCache<string, true>;
  private readonly awaiting = new Map<string, () => void>();

  constructor(
    private readonly db: Db,
    private readonly options: SessionStoreOptions,
    changes: ChangeFeed,
  ) {
    this.now = options.now ?? Date.now;
    this.cache = new ReadCache({
      ttlMs: options.cacheSeconds * 1000,
      max: MAX_SESSIONS,
      now: this.now,
    });
    this.unknown = new ReadCache({
      ttlMs: (options.unknownCacheSeconds ?? 0) * 1000,
      max: MAX_SESSIONS,
      now: this.now,
    });
    this.heard = new ReadCache({ ttlMs: HEARD_MS, max: MAX_SESSIONS, now: this.now });
    changes.listen({
      usersChanged: () => {},
      sessionChanged: (hash) => {
        this.cache.invalidate(hash);
        this.unknown.invalidate(hash);
        if (!db.shared) return;
        this.heard.set(hash, true, this.heard.ticket());
        this.awaiting.get(hash)?.();
      },
      resync: () => {
        this.cache.clear();
        this.unknown.clear();
      },
    });
  }

  /** The user of a live session, or null (unknown, expired, idle too long or revoked). */
  async userOf(tokenHash: string): Promise<string | null> {
    let session = this.cache.get(tokenHash);
    if (!session) {
      if (this.unknown.get(tokenHash)) return null;
      const ticket = this.cache.ticket();
      const unknownTicket = this.unknown.ticket();
      const live = await findLiveSession(this.db, tokenHash, this.options.idleMinutes);
      if (!live) {
        this.unknown.set(tokenHash, true, unknownTicket);
        return null;
      }
      session = { userId: live.userId, seenAt: this.now() - live.idleSeconds * 1000 };
      // Never served from memory past the session's expiry or its idle limit as read here.
      const idleEnd = session.seenAt + this.options.idleMinutes * 60_000;
      this.cache.set(tokenHash, session, ticket, Math.min(live.expiresAt.getTime(), idleEnd));
    }
    if (this.now() - session.seenAt >= TOUCH_EVERY_SECONDS * 1000) {
      session.seenAt = this.now(); // first: this session's concurrent requests write once
      await touchSession(this.db, tokenHash, TOUCH_EVERY_SECONDS);
    }
    return session.userId;
  }

  /**
   * The user of a session checked here lately when this use has nothing to write (its last
   * use was recorded less than TOUCH_EVERY_SECONDS ago), without a promise: the hot read path.
   * Undefined otherwise: then userOf decides.
   */
  knownUser(tokenHash: string): string | undefined {
    const session = this.cache.get(tokenHash);
    if (!session || this.now() - session.seenAt >= TOUCH_EVERY_SECONDS * 1000) return undefined;
    return session.userId;
  }

  /** Whether this token's live session is in memory: checked here lately, not ended since. */
  verified(tokenHash: string): boolean {
    return this.cache.get(tokenHash) !== undefined;
  }

  /**
   * Ends one session. On a shared database the answer waits (at most ECHO_WAIT_MS) until this
   * instance hears the revocation's NOTIFY: PostgreSQL sends it to every listening instance at
   * once, so by the time the client learns it is logged out, the other instances have it too.
   */
  async revoke(tokenHash: string): Promise<void> {
    await revokeSession(this.db, tokenHash);
    this.cache.invalidate(tokenHash);
    await this.announced([tokenHash]);
  }

  /**
   * Ends every session of the user. Other instances drop theirs by the sessions trigger's
   * NOTIFY (one per session); this one drops them at once. Returns how many were live.
   */
  async revokeAll(userId: string): Promise<number> {
    const hashes = await revokeUserSessions(this.db, userId);
    for (const hash of hashes) this.cache.invalidate(hash);
    await this.announced(hashes);
    return hashes.length;
  }

  /** Resolves once each revocation's NOTIFY was heard here, or after ECHO_WAIT_MS. */
  private async announced(hashes: readonly string[]): Promise<void> {
    if (!this.db.shared) return;
    const waiting = hashes.filter((hash) => !this.heard.get(hash));
    if (waiting.length === 0) return;
    await new Promise<void>((resolve) => {
      const left = new Set(waiting);
      const done = () => {
        clearTimeout(timer);
        for (const hash of waiting) this.awaiting.delete(hash);
        resolve();
      };
      const timer = setTimeout(done, ECHO_WAIT_MS);
      for (const hash of waiting) {
        this.awaiting.set(hash, () => {
          left.delete(hash);
          if (left.size === 0) done();
        });
      }
    });
  }
}
