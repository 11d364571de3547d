import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { createLogger, lazyRequestLogger, OneLinePerRequest } from '../src/logger';
import { createTestApp, envelope, type TestApp } from './helpers/app';
import { databases } from './helpers/databases';
import { account, postLogin, signedLogin } from './helpers/siwe';

/** A logger writing into memory, and everything it wrote so far. */
function capture(level = 'trace') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(level, sink), text: () => lines.join('') };
}

const SIGNER_KEY = `0x${'5e'.repeat(32)}`;
const DATABASE_URL = 'postgres://xbond:hunter2-password@db.internal/xbond';

describe('the logger', () => {
  it('redacts bearer tokens, cookies, signatures, session tokens and secrets in what it is given', () => {
    const { logger, text } = capture();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer tok-in-header', cookie: 'sid=cookie-value' } },
        headers: { authorization: 'Bearer tok-in-headers' },
        signature: '0xsig-top',
        body: { signature: '0xsig-nested', token: 'tok-nested' },
        token: 'tok-top',
        withdrawSignerKey: SIGNER_KEY,
        config: {
          withdrawSignerKey: SIGNER_KEY,
          databaseUrl: DATABASE_URL,
          redis: { url: 'redis://:redis-secret@cache:6379', keyPrefix: 'xbond:' },
        },
        redis: { url: 'redis://:redis-secret@cache:6379' },
        databaseUrl: DATABASE_URL,
      },
      'everything a careless log call could include',
    );
    const out = text();
    for (const secret of [
      'tok-in-header',
      'cookie-value',
      'tok-in-headers',
      'sig-top',
      'sig-nested',
      'tok-nested',
      'tok-top',
      '5e5e5e',
      'hunter2',
      'redis-secret',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
    expect(out).toContain('everything a careless log call could include');
  });
});

describe('the request line', () => {
  /** A Fastify app logging as the product does, into `log`. */
  function app(log: ReturnType<typeof capture>) {
    const server = Fastify({
      loggerInstance: log.logger,
      logController: new OneLinePerRequest(log.logger),
      childLoggerFactory: lazyRequestLogger,
      // An id that needs escaping in JSON: the line must still be pino's.
      genReqId: () => 'id "quoted" \\ \u00e9 \u2028 \n',
    });
    server.get('/*', async () => 'ok');
    server.get('/fails', async () => {
      throw Object.assign(new Error('it failed'), { token: 'tok-in-error' });
    });
    return server;
  }
  const lines = (text: string) =>
    text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('is the line pino writes for the same fields: same keys, order and values', async () => {
    const log = capture('info');
    const server = app(log);
    await server.inject({ url: '/odd/"quoted"?q=\u00e9' });
    await server.close();
    const [written] = lines(log.text());
    const fields = {
      reqId: 'id "quoted" \\ \u00e9 \u2028 \n',
      method: 'GET',
      url: '/odd/%22quoted%22?q=%C3%A9',
      status: 200,
      ms: written?.ms,
    };
    const expected = capture('info');
    expected.logger.child({}, { redact: [] }).info(fields, 'request');
    const [byPino] = lines(expected.text());
    expect(Object.keys(written ?? {})).toEqual(Object.keys(byPino ?? {}));
    expect({ ...written, time: 0 }).toEqual({ ...byPino, time: 0 });
    expect(written?.pid).toBe(process.pid);
    expect(typeof written?.time).toBe('number');
  });

  it('is not written below its level; an error is still logged, redacted', async () => {
    const quiet = capture('warn');
    const server = app(quiet);
    await server.inject({ url: '/a' });
    await server.inject({ url: '/fails' });
    await server.close();
    const written = lines(quiet.text());
    expect(written.map((line) => line.msg)).toEqual(['it failed']);
    expect(written[0]).toMatchObject({ level: pino.levels.values.error });
    expect(quiet.text()).not.toContain('tok-in-error');
    expect(quiet.text()).toContain('[redacted]');
  });
});

// The logs do not depend on the database: PGlite is enough.
const [pglite] = databases();

describe('the API at log level trace', () => {
  let db: Db;
  let close: () => Promise<void>;
  let app: TestApp;
  const log = capture('trace');

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite');
    ({ db, close } = await pglite.open());
    ({ app } = await createTestApp(
      db,
      { WITHDRAW_SIGNER_KEY: SIGNER_KEY, LOG_LEVEL: 'trace' },
      { logger: log.logger },
    ));
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it('logs every request, but never a token, a signature or the signer key', async () => {
    const login = await signedLogin(app, account(0));
    const res = envelope(await postLogin(app, login)) as { data: { token: string } };
    const { token } = res.data;
    const auth = { authorization: `Bearer ${token}` };
    await app.inject({ url: '/api/v2/user/wallet', headers: auth });
    // A refused body (logged at debug) and a logout.
    await app.inject({
      method: 'POST',
      url: '/api/v2/login/address',
      payload: { ...login, extra: token },
    });
    await app.inject({ method: 'POST', url: '/api/v2/login/logout', headers: auth });
    await app.inject({ url: '/api/v2/user/wallet', headers: auth });

    const out = log.text();
    // One line per request, with its id, status and time.
    expect(out).toMatch(
      /"reqId":"[^"]+","method":"GET","url":"\/api\/v2\/user\/wallet","status":200,"ms":\d+,"msg":"request"/,
    );
    expect(out).toContain('/api/v2/login/logout');
    expect(out).not.toContain(token);
    expect(out).not.toContain(login.signature.slice(2, 40));
    expect(out).not.toContain(SIGNER_KEY.slice(2));
  });
});
