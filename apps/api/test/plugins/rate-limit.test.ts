import { randomBytes } from 'node:crypto';
import { ERRORS } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { createTestApp, envelope, type TestApp } from '../helpers/app';
import { databases } from '../helpers/databases';
import { account, postLogin, signedLogin } from '../helpers/siwe';

describe.each(databases())('rate limits on $name', (database) => {
  let db: Db;
  let app: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ({ app } = await createTestApp(db, {
      RATE_LIMIT_LOGIN_PER_MIN: '3',
      RATE_LIMIT_NONCE_PER_MIN: '5',
      RATE_LIMIT_PER_MIN: '4',
      RATE_LIMIT_UNAUTHORIZED_PER_MIN: '3',
    }));
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it('answers a login flood from one IP with 429, Retry-After and a localized envelope', async () => {
    const login = await signedLogin(app, account(10));
    for (let i = 0; i < 3; i++) expect((await postLogin(app, login)).statusCode).toBe(200);
    const res = await postLogin(app, login, { 'accept-language': 'th' });
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = envelope(res);
    expect(body.code).toBe(ERRORS.rateLimited.code);
    expect(body.msg).toBe(ERRORS.rateLimited.msg.th.replace('{0}', String(retryAfter)));
    // Another IP is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/v2/login/address',
      payload: login,
      remoteAddress: '10.0.0.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits nonces per IP', async () => {
    const url = `/api/v2/login/nonce?address=${account(10).address}`;
    const ip = { remoteAddress: '10.0.0.3' };
    for (let i = 0; i < 5; i++) expect((await app.inject({ url, ...ip })).statusCode).toBe(200);
    expect((await app.inject({ url, ...ip })).statusCode).toBe(429);
  });

  it('limits other routes per token, so users behind one IP do not share a budget', async () => {
    const tokens: string[] = [];
    for (const ip of ['10.0.0.4', '10.0.0.5']) {
      const login = await signedLogin(app, account(0));
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/login/address',
        payload: login,
        remoteAddress: ip,
      });
      tokens.push((envelope(res).data as { token: string }).token);
    }
    const get = (token: string | undefined) =>
      app.inject({
        url: '/api/v2/user/wallet',
        remoteAddress: '10.0.0.6',
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 4; i++) {
      const ok = await get(tokens[0]);
      expect(ok.statusCode).toBe(200);
      // The budget's headers come only with a refusal.
      expect(ok.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const refused = await get(tokens[0]);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).code).toBe(ERRORS.rateLimited.code);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe('4');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect((await get(tokens[1])).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a forged header does not dodge the limit', async () => {
    const url = `/api/v2/login/nonce?address=${account(10).address}`;
    const forged = (i: number) => ({
      url,
      remoteAddress: '10.0.0.7',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    for (let i = 0; i < 5; i++) expect((await app.inject(forged(i))).statusCode).toBe(200);
    expect((await app.inject(forged(99))).statusCode).toBe(429);
  });

  it('answers a flood of made-up tokens from one IP with 429 after RATE_LIMIT_UNAUTHORIZED_PER_MIN answers of 401', async () => {
    const wallet = (token: string, remoteAddress: string) =>
      app.inject({
        url: '/api/v2/user/wallet',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
    const madeUp = () => randomBytes(32).toString('base64url');
    // A user behind the same IP, signed in and verified before the flood.
    const login = await signedLogin(app, account(0));
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/login/address',
      payload: login,
      remoteAddress: '10.0.0.9',
    });
    const token = (envelope(res).data as { token: string }).token;
    expect((await wallet(token, '10.0.0.8')).statusCode).toBe(200);

    for (let i = 0; i < 3; i++) expect((await wallet(madeUp(), '10.0.0.8')).statusCode).toBe(401);
    const refused = await wallet(madeUp(), '10.0.0.8');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).code).toBe(ERRORS.rateLimited.code);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The verified session goes on; another IP's made-up token is still an ordinary 401.
    expect((await wallet(token, '10.0.0.8')).statusCode).toBe(200);
    expect((await wallet(madeUp(), '10.0.0.10')).statusCode).toBe(401);
  });

  it('does not limit health checks', async () => {
    for (let i = 0; i < 6; i++) expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});
