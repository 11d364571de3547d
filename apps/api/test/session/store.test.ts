import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../src/changes/feed';
import type { Db } from '../../src/db/db';
import { hashSessionToken, newSessionToken } from '../../src/session/session-token';
import { insertSession } from '../../src/session/sessions';
import { SessionStore, TOUCH_EVERY_SECONDS } from '../../src/session/store';
import { insertUser } from '../../src/users/users';
import { databases } from '../helpers/databases';
import { account } from '../helpers/siwe';

describe.each(databases())('the session store on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let changes: ChangeFeed;
  let userId: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    changes = new ChangeFeed(db, { warn: () => {} });
    const user = await insertUser(db, {
      address: account(14).address,
      inviteCode: 'STORE234',
      referrerId: null,
    });
    userId = user?.id ?? '';
  });
  afterAll(async () => {
    await changes?.close();
    await close?.();
  });

  async function newSession(): Promise<string> {
    const hash = hashSessionToken(newSessionToken());
    await insertSession(db, { tokenHash: hash, userId, ttlHours: 1 });
    return hash;
  }
  const lastSeen = async (hash: string) =>
    (
      await db.query<{ at: Date }>(
        'SELECT last_seen_at AS at FROM sessions WHERE token_hash = $1',
        [hash],
      )
    )[0]?.at.getTime();

  it('records a use served from memory at most once a minute', async () => {
    let now = Date.now();
    const store = new SessionStore(
      db,
      { cacheSeconds: 3600, idleMinutes: 60, now: () => now },
      changes,
    );
    const hash = await newSession();
    const created = await lastSeen(hash);
    expect(await store.userOf(hash)).toBe(String(userId));

    now += (TOUCH_EVERY_SECONDS - 1) * 1000;
    expect(await store.userOf(hash)).toBe(String(userId));
    expect(await lastSeen(hash)).toBe(created);

    // A minute on: this use is written (the row's own minute has passed too).
    await db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE token_hash = $1`,
      [hash],
    );
    const aged = await lastSeen(hash);
    now += 2000;
    expect(await store.userOf(hash)).toBe(String(userId));
    const written = (await lastSeen(hash)) ?? 0;
    expect(written).toBeGreaterThan((aged ?? 0) + 60_000);

    // Many uses within the next minute: no more writes.
    for (let i = 0; i < 10; i++) {
      now += 5000;
      await store.userOf(hash);
    }
    expect(await lastSeen(hash)).toBe(written);
  });

  /** `db` with a count of the statements sent through it. */
  function counted(): { db: Db; queries: () => number } {
    let n = 0;
    const wrapped: Db = Object.create(db);
    wrapped.query = (sql, params) => {
      n++;
      return db.query(sql, params);
    };
    return { db: wrapped, queries: () => n };
  }

  it('answers an unknown token from memory for UNKNOWN_TOKEN_CACHE_SECONDS', async () => {
    let now = Date.now();
    const c = counted();
    const store = new SessionStore(
      c.db,
      { cacheSeconds: 15, unknownCacheSeconds: 5, idleMinutes: 60, now: () => now },
      changes,
    );
    const madeUp = hashSessionToken(newSessionToken());
    expect(await store.userOf(madeUp)).toBeNull();
    expect(c.queries()).toBe(1);
    for (let i = 0; i < 10; i++) expect(await store.userOf(madeUp)).toBeNull();
    expect(c.queries()).toBe(1);
    now += 5000;
    expect(await store.userOf(madeUp)).toBeNull();
    expect(c.queries()).toBe(2);

    // A session created under that hash (only a sign-in can, and it makes a fresh token) is
    // honoured once the entry expires, and at once when a change of it is announced.
    await insertSession(db, { tokenHash: madeUp, userId, ttlHours: 1 });
    now += 5000;
    expect(await store.userOf(madeUp)).toBe(String(userId));
    const other = hashSessionToken(newSessionToken());
    expect(await store.userOf(other)).toBeNull();
    await insertSession(db, { tokenHash: other, userId, ttlHours: 1 });
    await db.query(`UPDATE sessions SET expires_at = expires_at WHERE token_hash = $1`, [other]);
    expect(await store.userOf(other)).toBe(String(userId));
  });

  it('ends the cached session with everything else: a revocation of all of them', async () => {
    const store = new SessionStore(db, { cacheSeconds: 3600, idleMinutes: 60 }, changes);
    const hashes = [await newSession(), await newSession()];
    for (const h of hashes) expect(await store.userOf(h)).toBe(String(userId));
    expect(await store.revokeAll(String(userId))).toBeGreaterThanOrEqual(2);
    for (const h of hashes) expect(await store.userOf(h)).toBeNull();
  });
});
