import { ERRORS } from '@xbond/shared/errors';
import { maskAddress } from '@xbond/shared/mask';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../../src/config';
import type { Db } from '../../../../src/db/db';
import { createTestApp, envelope, type TestApp } from '../../../helpers/app';
import { databases } from '../../../helpers/databases';
import { account } from '../../../helpers/siwe';

/** Per IP, like the nonce: a lookup by code must not be a free enumeration. */
const LIMIT = 4;

describe.each(databases())('whose invitation a code is, on $name', (database) => {
  let db: Db;
  let app: TestApp;
  let config: Config;
  let close: () => Promise<void>;
  let ip = 0;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ({ app, config } = await createTestApp(db, { RATE_LIMIT_NONCE_PER_MIN: String(LIMIT) }));
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  /** Each test from an address of its own, so the per-IP budget is its own. */
  const lookup = (code: string, remoteAddress = `10.0.0.${++ip}`, headers = {}) =>
    app.inject({
      url: `/api/v2/login/inviter?invite_code=${encodeURIComponent(code)}`,
      remoteAddress,
      headers,
    });

  it('answers a known code, in any letter case, with the masked address and no session', async () => {
    const root = maskAddress(account(0).address.toLowerCase());
    for (const code of [config.genesisInviteCode, ` ${config.genesisInviteCode.toLowerCase()} `]) {
      const res = await lookup(code);
      expect(res.statusCode).toBe(200);
      expect(envelope(res)).toEqual({ code: 1, msg: 'ok', data: { inviter: root } });
    }
  });

  it('answers 1002 in the reader’s language to an unknown code', async () => {
    const res = await lookup('NOPE2345', undefined, { 'accept-language': 'ja' });
    expect(envelope(res)).toEqual({
      code: ERRORS.unknownInviteCode.code,
      msg: ERRORS.unknownInviteCode.msg.ja,
      data: null,
    });
  });

  it('refuses an empty or over-long code as a bad request', async () => {
    for (const code of ['', 'x'.repeat(33)]) {
      const body = envelope(await lookup(code));
      expect(body.code).toBe(ERRORS.invalidRequest.code);
    }
  });

  it('serves a repeated lookup from its cache', async () => {
    const from = '10.1.0.1';
    const before = envelope(await lookup(config.genesisInviteCode, from));
    // Were the database read again, the answer would now be another address.
    await db.query('UPDATE users SET address = $1 WHERE invite_code = $2', [
      account(19).address.toLowerCase(),
      config.genesisInviteCode,
    ]);
    try {
      expect(envelope(await lookup(config.genesisInviteCode, from))).toEqual(before);
    } finally {
      await db.query('UPDATE users SET address = $1 WHERE invite_code = $2', [
        account(0).address.toLowerCase(),
        config.genesisInviteCode,
      ]);
    }
  });

  it(`limits one IP to ${LIMIT} lookups a minute`, async () => {
    const from = '10.2.0.1';
    for (let i = 0; i < LIMIT; i++) expect((await lookup(`CODE${i}AB`, from)).statusCode).toBe(200);
    const refused = await lookup('CODE9ABC', from);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).code).toBe(ERRORS.rateLimited.code);
  });
});
