import { createHash } from 'node:crypto';
import { ERRORS, errorMessage, SIGN_IN_MESSAGE_REASONS } from '@xbond/shared/errors';
import { LOCALES } from '@xbond/shared/locales';
import { maskAddress } from '@xbond/shared/mask';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#src/config';
import type { Db } from '#src/db/db';
import { INVITE_ALPHABET } from '#src/users/invite-code';
import { createTestApp, envelope, type TestApp } from '#test/helpers/app';
import { databases } from '#test/helpers/databases';
import { account, getNonce, postLogin, signedLogin } from '#test/helpers/siwe';

describe.each(databases())('sign-in on $name', (database) => {
  let db: Db;
  let app: TestApp;
  let config: Config;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    // Many sign-ins a minute from one address here; rate limits have tests of their own.
    ({ app, config } = await createTestApp(db, { RATE_LIMIT_LOGIN_PER_MIN: '1000' }));
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  const userByAddress = async (address: string) =>
    (
      await db.query<{ id: string; invite_code: string; referrer_id: string | null }>(
        'SELECT id, invite_code, referrer_id FROM users WHERE address = $1',
        [address.toLowerCase()],
      )
    )[0];

  it('issues a single-use nonce that expires in NONCE_TTL_MINUTES', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v2/login/nonce?address=${account(0).address}`,
    });
    const body = envelope(res) as { code: number; data: { nonce: string; expiresAt: string } };
    expect(res.statusCode).toBe(200);
    expect(body.code).toBe(1);
    expect(body.data.nonce).toMatch(/^[a-zA-Z0-9]{16,}$/);
    const ttl = Date.parse(body.data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('signs in the genesis address with a real signature and returns a hashed, expiring token', async () => {
    const res = await postLogin(app, await signedLogin(app, account(0)));
    const body = envelope(res) as { code: number; data: { token: string; expiresAt: string } };
    expect(body.code).toBe(1);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7.001);
    const hash = createHash('sha256').update(body.data.token).digest('hex');
    const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.map((r) => r.token_hash)).toContain(hash);
    expect(JSON.stringify(rows)).not.toContain(body.data.token);
  });

  it('answers 1001 to an unregistered address without an invite code, and keeps the nonce for the retry', async () => {
    const login = await signedLogin(app, account(1));
    const first = envelope(await postLogin(app, login));
    expect(first.code).toBe(ERRORS.notRegistered.code);
    expect(first.data).toBeNull();
    expect(await userByAddress(account(1).address)).toBeUndefined();
    // Spec section 4: the invite-code popup retries the same signed login with a code.
    const retry = envelope(
      await postLogin(app, { ...login, invite_code: config.genesisInviteCode }),
    );
    expect(retry.code).toBe(1);
  });

  it('registers with the genesis code: the root becomes the referrer and a new invite code is issued', async () => {
    const login = await signedLogin(app, account(2), { inviteCode: config.genesisInviteCode });
    expect(envelope(await postLogin(app, login)).code).toBe(1);
    const root = await userByAddress(account(0).address);
    const user = await userByAddress(account(2).address);
    expect(user?.referrer_id).toBe(root?.id);
    expect(user?.invite_code).toHaveLength(8);
    for (const ch of user?.invite_code ?? '') expect(INVITE_ALPHABET).toContain(ch);
    expect(user?.invite_code).not.toBe(config.genesisInviteCode);
  });

  it('accepts an invite code in any letter case, and a registered user signs in without one', async () => {
    const user2 = await userByAddress(account(2).address);
    const code = (user2?.invite_code ?? '').toLowerCase();
    const login = await signedLogin(app, account(3), { inviteCode: ` ${code} ` });
    expect(envelope(await postLogin(app, login)).code).toBe(1);
    expect((await userByAddress(account(3).address))?.referrer_id).toBe(user2?.id);
    expect(envelope(await postLogin(app, await signedLogin(app, account(3)))).code).toBe(1);
  });

  it('answers 1002 to an unknown invite code and registers nobody', async () => {
    const login = await signedLogin(app, account(4), { inviteCode: 'NOPE2345' });
    expect(envelope(await postLogin(app, login)).code).toBe(ERRORS.unknownInviteCode.code);
    expect(await userByAddress(account(4).address)).toBeUndefined();
  });

  it('answers 1002 to an invite code no one can have (control characters, other scripts) without a 500', async () => {
    for (const inviteCode of [
      '\u0000',
      'NOPE\u00002345',
      '招待コード',
      'NOPE-2345',
      'x'.repeat(32),
    ]) {
      const login = await signedLogin(app, account(4), { inviteCode });
      const res = await postLogin(app, login);
      expect(res.statusCode, JSON.stringify(inviteCode)).toBe(200);
      expect(envelope(res).code, JSON.stringify(inviteCode)).toBe(ERRORS.unknownInviteCode.code);
    }
    expect(await userByAddress(account(4).address)).toBeUndefined();
  });

  it('refuses a replayed nonce', async () => {
    const login = await signedLogin(app, account(0));
    expect(envelope(await postLogin(app, login)).code).toBe(1);
    expect(envelope(await postLogin(app, login)).code).toBe(ERRORS.nonceInvalid.code);
  });

  it('lets exactly one of two simultaneous uses of a nonce through', async () => {
    const login = await signedLogin(app, account(0));
    const codes = (await Promise.all([postLogin(app, login), postLogin(app, login)])).map(
      (r) => envelope(r).code,
    );
    expect(codes.sort()).toEqual([1, ERRORS.nonceInvalid.code]);
  });

  it('refuses an expired nonce', async () => {
    const login = await signedLogin(app, account(0));
    await db.query(`UPDATE login_nonces SET expires_at = now() - interval '1 second'`);
    expect(envelope(await postLogin(app, login)).code).toBe(ERRORS.nonceInvalid.code);
  });

  it('refuses a nonce that was never issued, or issued to another address', async () => {
    const made = await signedLogin(app, account(0), { nonce: 'abcdef0123456789abcdef' });
    expect(envelope(await postLogin(app, made)).code).toBe(ERRORS.nonceInvalid.code);
    const othersNonce = await getNonce(app, account(5).address);
    const stolen = await signedLogin(app, account(0), { nonce: othersNonce });
    expect(envelope(await postLogin(app, stolen)).code).toBe(ERRORS.nonceInvalid.code);
  });

  it.each([
    ['a wrong statement', { statement: 'Some other site' }, 'statement'],
    ['a wrong domain', { domain: 'evil.example:8080' }, 'domain'],
    ['a uri on another site', { uri: 'https://evil.example' }, 'uri'],
    ['a uri on another port', { uri: 'http://localhost:9999' }, 'uri'],
    ['a wrong chain id', { chainId: 1 }, 'chainId'],
    ['an expired message', { expirationTime: new Date(Date.now() - 1000) }, 'expired'],
  ] as const)('refuses %s with 1005 naming it', async (_what, overrides, reason) => {
    const login = await signedLogin(app, account(0), overrides);
    const body = envelope(await postLogin(app, login));
    expect(body.code).toBe(ERRORS.messageInvalid.code);
    expect(body.msg).toBe(errorMessage('messageInvalid', 'en', [SIGN_IN_MESSAGE_REASONS[reason]]));
    // Refused before the nonce is used: a correct message with the same nonce still signs in.
    const nonce = /Nonce: (\w+)/.exec(login.message)?.[1] ?? '';
    expect(envelope(await postLogin(app, await signedLogin(app, account(0), { nonce }))).code).toBe(
      1,
    );
  });

  it('refuses a uri that is not a URL', async () => {
    const valid = await signedLogin(app, account(0));
    const message = valid.message.replace(/^URI: .*$/m, 'URI: nowhere');
    const body = { ...valid, message, signature: await account(0).signMessage({ message }) };
    const answer = envelope(await postLogin(app, body));
    expect(answer.code).toBe(ERRORS.messageInvalid.code);
    expect(answer.msg).toBe(errorMessage('messageInvalid', 'en', [SIGN_IN_MESSAGE_REASONS.uri]));
  });

  it('accepts a uri anywhere on an allowed origin', async () => {
    const login = await signedLogin(app, account(0), {
      uri: 'http://127.0.0.1:8080/#/pages/pledge/index',
    });
    expect(envelope(await postLogin(app, login)).code).toBe(1);
  });

  it.each(LOCALES)('names the reason in %s, with no English left in it', async (locale) => {
    const login = await signedLogin(app, account(0), { uri: 'https://evil.example' });
    const body = envelope(await postLogin(app, login, { 'accept-language': locale }));
    const reason = SIGN_IN_MESSAGE_REASONS.uri[locale];
    expect(body.msg).toBe(ERRORS.messageInvalid.msg[locale].replace('{0}', reason));
    if (locale !== 'en') expect(body.msg).not.toContain(SIGN_IN_MESSAGE_REASONS.uri.en);
  });

  it("refuses another address's signature", async () => {
    const login = await signedLogin(app, account(0), { signedBy: account(6) });
    expect(envelope(await postLogin(app, login)).code).toBe(ERRORS.signatureInvalid.code);
  });

  it('refuses a message for another address than the body names', async () => {
    const login = await signedLogin(app, account(0));
    const body = envelope(await postLogin(app, { ...login, address: account(6).address }));
    expect(body.code).toBe(ERRORS.messageInvalid.code);
    expect(body.msg).toBe(errorMessage('messageInvalid', 'en', [SIGN_IN_MESSAGE_REASONS.address]));
  });

  it('refuses a malformed signature without a 500', async () => {
    const login = await signedLogin(app, account(0));
    const res = await postLogin(app, { ...login, signature: '0x1234' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).code).toBe(ERRORS.signatureInvalid.code);
  });

  it('answers in the Accept-Language locale, English by default', async () => {
    const login = await signedLogin(app, account(7));
    const ja = envelope(await postLogin(app, login, { 'accept-language': 'ja-JP,ja;q=0.9' }));
    expect(ja.msg).toBe(ERRORS.notRegistered.msg.ja);
    const kr = envelope(await postLogin(app, login, { 'accept-language': 'ko-KR' }));
    expect(kr.msg).toBe(ERRORS.notRegistered.msg.kr);
    const fr = envelope(await postLogin(app, login, { 'accept-language': 'fr-FR' }));
    expect(fr.msg).toBe(ERRORS.notRegistered.msg.en);
    const none = envelope(await postLogin(app, login));
    expect(none.msg).toBe(ERRORS.notRegistered.msg.en);
  });
  describe('whose invitation a code is (GET /api/v2/login/inviter)', () => {
    let ip = 0;
    /** Each check from an address of its own, so the per-IP budget is its own. */
    const lookup = (code: string, remoteAddress = `10.0.0.${++ip}`, headers = {}) =>
      app.inject({
        url: `/api/v2/login/inviter?invite_code=${encodeURIComponent(code)}`,
        remoteAddress,
        headers,
      });

    it('answers a known code, in any letter case, with the masked address and no session', async () => {
      const root = maskAddress(account(0).address.toLowerCase());
      for (const code of [
        config.genesisInviteCode,
        ` ${config.genesisInviteCode.toLowerCase()} `,
      ]) {
        const res = await lookup(code);
        expect(res.statusCode).toBe(200);
        expect(envelope(res)).toEqual({ code: 1, msg: 'ok', data: { inviter: root } });
      }
    });

    it("answers 1002 in the reader's language to an unknown code, 1100 to an empty one", async () => {
      const res = await lookup('NOPE2345', undefined, { 'accept-language': 'ja' });
      expect(envelope(res)).toEqual({
        code: ERRORS.unknownInviteCode.code,
        msg: ERRORS.unknownInviteCode.msg.ja,
        data: null,
      });
      for (const code of ['', 'x'.repeat(33)]) {
        expect(envelope(await lookup(code)).code).toBe(ERRORS.invalidRequest.code);
      }
    });

    it('serves a repeated lookup from its cache', async () => {
      const before = envelope(await lookup(config.genesisInviteCode));
      // Were the database read again, the answer would now be another address.
      await db.query('UPDATE users SET address = $1 WHERE invite_code = $2', [
        account(19).address.toLowerCase(),
        config.genesisInviteCode,
      ]);
      try {
        expect(envelope(await lookup(config.genesisInviteCode))).toEqual(before);
      } finally {
        await db.query('UPDATE users SET address = $1 WHERE invite_code = $2', [
          account(0).address.toLowerCase(),
          config.genesisInviteCode,
        ]);
      }
    });

    it('limits one IP to RATE_LIMIT_NONCE_PER_MIN lookups a minute', async () => {
      const from = '10.2.0.1';
      const limit = config.rateLimit.noncePerMin;
      for (let i = 0; i < limit; i++) {
        expect((await lookup(`CODE${i}AB`, from)).statusCode).toBe(200);
      }
      const refused = await lookup('CODE9ABC', from);
      expect(refused.statusCode).toBe(429);
      expect(envelope(refused).code).toBe(ERRORS.rateLimited.code);
    });
  });
});
