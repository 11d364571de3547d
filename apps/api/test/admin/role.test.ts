import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/db';
import { createTestApp, envelope, type TestApp } from '../helpers/app';
import { databases } from '../helpers/databases';
import { account, postLogin, signedLogin } from '../helpers/siwe';

describe.each(databases())("the operator's role on $name", (database) => {
  let db: Db;
  let app: TestApp;
  let config: Config;
  let close: () => Promise<void>;
  const opened: TestApp[] = [];

  beforeAll(async () => {
    ({ db, close } = await database.open());
    // The local default: dev account 0 (the genesis user) is the operator.
    ({ app, config } = await createTestApp(db));
  });
  afterAll(async () => {
    for (const other of opened) await other.close();
    await app?.close();
    await close?.();
  });

  async function signIn(on: TestApp, i: number): Promise<string> {
    const login = await signedLogin(on, account(i), { inviteCode: config.genesisInviteCode });
    const body = envelope(await postLogin(on, login)) as { code: number; data: { token: string } };
    expect(body.code).toBe(1);
    return `Bearer ${body.data.token}`;
  }
  const get = (on: TestApp, url: string, authorization?: string) =>
    on.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  /** What an unknown route answers: status and body. */
  async function unknownRoute(authorization?: string) {
    const res = await get(app, '/api/v2/no-such-route', authorization);
    return { status: res.statusCode, body: res.json() };
  }

  it("answers the operator's address and role", async () => {
    const auth = await signIn(app, 0);
    const res = await get(app, '/api/v2/admin/me', auth);
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toMatchObject({
      code: 1,
      data: { address: account(0).address, role: 'operator' },
    });
    const wallet = envelope(await get(app, '/api/v2/user/wallet', auth)) as {
      data: { operator: boolean };
    };
    expect(wallet.data.operator).toBe(true);
  });

  it('answers a signed-in user who is not an operator as an unknown route would', async () => {
    const auth = await signIn(app, 1);
    const res = await get(app, '/api/v2/admin/me', auth);
    expect({ status: res.statusCode, body: res.json() }).toEqual(await unknownRoute(auth));
    expect(res.statusCode).toBe(404);
    const wallet = envelope(await get(app, '/api/v2/user/wallet', auth)) as {
      data: { operator: boolean };
    };
    expect(wallet.data.operator).toBe(false);
  });

  it('answers a visitor and an unknown token as an unknown route would, never 401', async () => {
    for (const auth of [undefined, `Bearer ${'A'.repeat(43)}`]) {
      const res = await get(app, '/api/v2/admin/me', auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual((await unknownRoute()).body);
    }
  });

  it('refuses an address taken off the list while its session is still open', async () => {
    const auth = await signIn(app, 0);
    expect((await get(app, '/api/v2/admin/me', auth)).statusCode).toBe(200);
    // The list as another instance (or this one restarted) reads it, account 0 no longer in it.
    const { app: later } = await createTestApp(
      db,
      { ADMIN_ADDRESSES: account(2).address },
      { genesis: false },
    );
    opened.push(later);
    expect((await get(later, '/api/v2/user/wallet', auth)).statusCode).toBe(200);
    const res = await get(later, '/api/v2/admin/me', auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual((await unknownRoute()).body);
  });

  it('leaves the console out of the public API reference', async () => {
    const doc = (await get(app, '/api/docs/openapi.json')).json() as { paths: object };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/v2/admin'))).toEqual([]);
  });
});
