import { ERRORS } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { createTestApp, envelope, type TestApp } from '../helpers/app';
import { databases } from '../helpers/databases';
import { account, signedLogin } from '../helpers/siwe';

const LOGIN = '/api/v2/login/address';

describe.each(databases())('malformed requests on $name', (database) => {
  let db: Db;
  let app: TestApp;
  let close: () => Promise<void>;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ({ app } = await createTestApp(db));
    // A correctly signed registration: it would succeed if it got past validation.
    valid = { ...(await signedLogin(app, account(9))), invite_code: 'NOPE2345' };
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  /** Everything the sign-in could change, to prove a refused request changed nothing. */
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        ['users', 'sessions', 'login_nonces'].map((t) => db.query(`SELECT * FROM ${t} ORDER BY 1`)),
      ),
    );

  const cases: [string, () => { payload: string; contentType?: string }, string][] = [
    ['an unknown field', () => ({ payload: JSON.stringify({ ...valid, admin: true }) }), 'admin'],
    ['a wrong type', () => ({ payload: JSON.stringify({ ...valid, message: 42 }) }), 'message'],
    [
      'a missing field',
      () => ({ payload: JSON.stringify({ ...valid, signature: undefined }) }),
      'signature',
    ],
    [
      'a malformed address',
      () => ({ payload: JSON.stringify({ ...valid, address: '0x12' }) }),
      'address',
    ],
    [
      'an oversized string',
      () => ({ payload: JSON.stringify({ ...valid, invite_code: 'A'.repeat(33) }) }),
      'invite_code',
    ],
    ['invalid JSON', () => ({ payload: '{"address": ' }), 'JSON'],
    ['a JSON array', () => ({ payload: '[]' }), 'body'],
    ['a prototype-poisoning body', () => ({ payload: '{"__proto__": {"x": 1}}' }), 'JSON'],
    [
      'a wrong content type',
      () => ({ payload: 'hello', contentType: 'text/plain' }),
      'content-type',
    ],
    ['an empty body', () => ({ payload: '' }), 'body'],
    [
      'a body over the size limit',
      () => ({ payload: JSON.stringify({ message: 'x'.repeat(200_000) }) }),
      'too large',
    ],
  ];

  it.each(cases)(
    'refuses %s with 1100 naming it, never a 500, changing nothing',
    async (_what, make, named) => {
      const before = await snapshot();
      const { payload, contentType = 'application/json' } = make();
      const res = await app.inject({
        method: 'POST',
        url: LOGIN,
        payload,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode).toBe(200);
      const body = envelope(res);
      expect(body.code).toBe(ERRORS.invalidRequest.code);
      expect(body.msg).toContain(named);
      expect(body.data).toBeNull();
      expect(await snapshot()).toBe(before);
    },
  );

  it.each([
    ['a malformed address', 'address=0xzz'],
    ['a missing address', ''],
    ['an unknown parameter', `address=${'0x'.padEnd(42, 'a')}&x=1`],
    ['a repeated parameter', `address=${'0x'.padEnd(42, 'a')}&address=${'0x'.padEnd(42, 'b')}`],
  ])('refuses a nonce query with %s', async (_what, query) => {
    const before = await snapshot();
    const res = await app.inject({ method: 'GET', url: `/api/v2/login/nonce?${query}` });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).code).toBe(ERRORS.invalidRequest.code);
    expect(await snapshot()).toBe(before);
  });

  it('localizes validation messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { ...valid, extra: 1 },
      headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
    });
    expect(envelope(res).msg).toBe('請求無效：extra');
  });

  it('accepts an address in any letter case', async () => {
    const lower = account(9).address.toLowerCase();
    const res = await app.inject({ method: 'GET', url: `/api/v2/login/nonce?address=${lower}` });
    expect(envelope(res).code).toBe(1);
  });
});
