import { randomBytes } from 'node:crypto';
import { ASSETS } from '@xbond/shared/assets';
import { ERRORS } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#src/config';
import type { Db } from '#src/db/db';
import { createTestApp, envelope, type TestApp } from '#test/helpers/app';
import { databases } from '#test/helpers/databases';
import { account, postLogin, signedLogin } from '#test/helpers/siwe';

describe.each(databases())('user wallet and sessions on $name', (database) => {
  let db: Db;
  let app: TestApp;
  let config: Config;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ({ app, config } = await createTestApp(db));
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  async function tokenFor(i: number, inviteCode?: string): Promise<string> {
    const login = await signedLogin(app, account(i), inviteCode ? { inviteCode } : {});
    const body = envelope(await postLogin(app, login)) as { code: number; data: { token: string } };
    expect(body.code).toBe(1);
    return body.data.token;
  }
  const wallet = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/v2/user/wallet',
      headers: authorization ? { authorization } : {},
    });

  it("returns the user's address, invite code, referrer and a zero balance per asset", async () => {
    const token = await tokenFor(8, config.genesisInviteCode);
    const res = await wallet(`Bearer ${token}`);
    const body = envelope(res) as {
      code: number;
      data: {
        address: string;
        inviteCode: string;
        referrer: string | null;
        balances: { asset: string; available: string; decimals: number }[];
      };
    };
    expect(body.code).toBe(1);
    expect(body.data.address).toBe(account(8).address);
    expect(body.data.inviteCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(body.data.referrer).toBe(account(0).address);
    expect(body.data.balances.map((b) => b.asset)).toEqual([...ASSETS]);
    for (const b of body.data.balances) expect(b.available).toBe('0');
  });

  it('gives the genesis user no referrer', async () => {
    const body = envelope(await wallet(`Bearer ${await tokenFor(0)}`)) as {
      data: { referrer: string | null; inviteCode: string };
    };
    expect(body.data.referrer).toBeNull();
    expect(body.data.inviteCode).toBe(config.genesisInviteCode);
  });

  it.each([
    ['no token', undefined],
    ['a malformed header', 'Token abc'],
    ['an unknown token', `Bearer ${randomBytes(32).toString('base64url')}`],
  ])('answers HTTP 401 to %s', async (_what, header) => {
    const res = await wallet(header);
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({
      code: ERRORS.unauthorized.code,
      msg: ERRORS.unauthorized.msg.en,
      data: null,
    });
  });

  it('answers HTTP 401 to an expired token', async () => {
    const token = await tokenFor(0);
    expect((await wallet(`Bearer ${token}`)).statusCode).toBe(200);
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await wallet(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('answers HTTP 401 after logout, to that token only', async () => {
    const token = await tokenFor(0);
    const other = await tokenFor(0);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v2/login/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(envelope(out)).toEqual({ code: 1, msg: 'ok', data: null });
    expect((await wallet(`Bearer ${token}`)).statusCode).toBe(401);
    expect((await wallet(`Bearer ${other}`)).statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v2/login/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('accepts a bodiless logout sent with a JSON content type', async () => {
    const token = await tokenFor(0);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v2/login/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(envelope(out).code).toBe(1);
  });
});
