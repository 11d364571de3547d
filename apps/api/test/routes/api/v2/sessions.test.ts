import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { hashSessionToken } from '#src/session/session-token';
import { createTestApp, envelope, type TestApp } from '#test/helpers/app';
import { databases } from '#test/helpers/databases';
import { eventually } from '#test/helpers/eventually';
import { account, postLogin, signedLogin } from '#test/helpers/siwe';

// Dev accounts of this file: 12 and 13 (registered with the genesis code).
const ALICE = account(12);
const BOB = account(13);

describe.each(databases())('sessions on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let another: (() => Promise<Db>) | undefined;
  let app: TestApp;
  /** The same database without the session cache: every check reads the row. */
  let uncached: TestApp;
  let genesis: string;

  beforeAll(async () => {
    ({ db, close, another } = await database.open());
    // A long session cache: what ends a session here must reach the cache, not wait it out.
    const env = { SESSION_CACHE_SECONDS: '3600', RATE_LIMIT_LOGIN_PER_MIN: '1000' };
    let config: { genesisInviteCode: string };
    ({ app, config } = await createTestApp(db, env));
    genesis = config.genesisInviteCode;
    ({ app: uncached } = await createTestApp(
      db,
      { SESSION_CACHE_SECONDS: '0', SESSION_IDLE_MINUTES: '5', GENESIS_INVITE_CODE: genesis },
      { genesis: false },
    ));
  });
  afterAll(async () => {
    await app?.close();
    await uncached?.close();
    await close?.();
  });

  async function signIn(who = ALICE, on = app): Promise<string> {
    const login = await signedLogin(on, who, { inviteCode: genesis });
    const body = envelope(await postLogin(on, login)) as { code: number; data: { token: string } };
    expect(body.code).toBe(1);
    return body.data.token;
  }
  const wallet = (token: string, on = app) =>
    on.inject({ url: '/api/v2/user/wallet', headers: { authorization: `Bearer ${token}` } });
  const logoutAll = (token: string, on = app) =>
    on.inject({
      method: 'POST',
      url: '/api/v2/login/logout_all',
      headers: { authorization: `Bearer ${token}` },
    });
  const lastSeen = async (token: string) => {
    const [row] = await db.query<{ at: Date }>(
      'SELECT last_seen_at AS at FROM sessions WHERE token_hash = $1',
      [hashSessionToken(token)],
    );
    return row?.at.getTime();
  };
  const age = (token: string, minutes: number) =>
    db.query(
      `UPDATE sessions SET last_seen_at = now() - make_interval(mins => $2::int)
       WHERE token_hash = $1`,
      [hashSessionToken(token), minutes],
    );

  describe('log out (this device)', () => {
    it('ends only the session it is sent with, at once despite the session cache', async () => {
      const [here, elsewhere] = [await signIn(BOB), await signIn(BOB)];
      for (const t of [here, elsewhere]) expect((await wallet(t)).statusCode).toBe(200);
      const out = await app.inject({
        method: 'POST',
        url: '/api/v2/login/logout',
        headers: { authorization: `Bearer ${here}` },
      });
      expect(envelope(out)).toEqual({ code: 1, msg: 'ok', data: null });
      expect((await wallet(here)).statusCode).toBe(401);
      expect((await wallet(elsewhere)).statusCode).toBe(200);
    });
  });

  describe('log out everywhere', () => {
    it("ends every session of the address at once, and no one else's", async () => {
      const tokens = [await signIn(), await signIn(), await signIn()];
      const bobs = await signIn(BOB);
      for (const t of [...tokens, bobs]) expect((await wallet(t)).statusCode).toBe(200);

      const res = await logoutAll(tokens[1] ?? '');
      expect(envelope(res)).toEqual({ code: 1, msg: 'ok', data: { ended: 3 } });
      for (const t of tokens) expect((await wallet(t)).statusCode).toBe(401);
      expect((await wallet(bobs)).statusCode).toBe(200);
      // Revoked, not deleted: the rows stay for the record.
      const rows = await db.query<{ revoked: boolean }>(
        `SELECT revoked_at IS NOT NULL AS revoked FROM sessions
         WHERE user_id = (SELECT id FROM users WHERE address = $1)`,
        [ALICE.address.toLowerCase()],
      );
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.every((r) => r.revoked)).toBe(true);
    });

    it('needs a live session: without one it is HTTP 401', async () => {
      const token = await signIn();
      expect((await logoutAll(token)).statusCode).toBe(200);
      expect((await logoutAll(token)).statusCode).toBe(401);
      const none = await app.inject({ method: 'POST', url: '/api/v2/login/logout_all' });
      expect(none.statusCode).toBe(401);
    });

    it('lets the address sign in again afterwards', async () => {
      await logoutAll(await signIn());
      expect((await wallet(await signIn())).statusCode).toBe(200);
    });

    it.runIf(database.name === 'postgres')(
      'reaches every instance by NOTIFY, however long their session cache',
      async () => {
        const db2 = await (another as () => Promise<Db>)();
        const { app: app2 } = await createTestApp(
          db2,
          { SESSION_CACHE_SECONDS: '3600', GENESIS_INVITE_CODE: genesis },
          { genesis: false },
        );
        try {
          const tokens = [await signIn(), await signIn()];
          // Instance 2 has checked (and cached) both sessions.
          for (const t of tokens) expect((await wallet(t, app2)).statusCode).toBe(200);
          await logoutAll(tokens[0] ?? '');
          await eventually(async () => {
            for (const t of tokens) expect((await wallet(t, app2)).statusCode).toBe(401);
          });
        } finally {
          await app2.close();
          await db2.close();
        }
      },
    );
  });

  describe('idle timeout (SESSION_IDLE_MINUTES)', () => {
    it('ends a session unused for longer, though its lifetime is not over', async () => {
      const token = await signIn(ALICE, uncached);
      expect((await wallet(token, uncached)).statusCode).toBe(200);
      await age(token, 6);
      expect((await wallet(token, uncached)).statusCode).toBe(401);
    });

    it('keeps a session in use alive: each use moves its last use forward', async () => {
      const token = await signIn(ALICE, uncached);
      await age(token, 4);
      const before = (await lastSeen(token)) ?? 0;
      expect((await wallet(token, uncached)).statusCode).toBe(200);
      const after = (await lastSeen(token)) ?? 0;
      expect(after - before).toBeGreaterThan(3.9 * 60_000);
      await age(token, 4);
      expect((await wallet(token, uncached)).statusCode).toBe(200);
      await age(token, 4);
      // 12 minutes since sign-in, over the 5-minute limit, yet never idle for 5 minutes.
      expect((await wallet(token, uncached)).statusCode).toBe(200);
    });

    it('writes a use at most once a minute, not on every request', async () => {
      const token = await signIn(ALICE, uncached);
      await age(token, 2);
      await wallet(token, uncached);
      const written = await lastSeen(token);
      for (let i = 0; i < 5; i++) expect((await wallet(token, uncached)).statusCode).toBe(200);
      expect(await lastSeen(token)).toBe(written);
    });

    it('leaves a fresh session untouched by its first requests', async () => {
      const token = await signIn(ALICE, uncached);
      const signedInAt = await lastSeen(token);
      for (let i = 0; i < 3; i++) await wallet(token, uncached);
      expect(await lastSeen(token)).toBe(signedInAt);
    });
  });
});
