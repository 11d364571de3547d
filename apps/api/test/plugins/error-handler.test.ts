import { Writable } from 'node:stream';
import { ERRORS } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger';
import { createTestApp, envelope, type TestApp } from '../helpers/app';
import { noDatabase } from '../helpers/databases';

describe('an unexpected failure', () => {
  let app: TestApp;
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    // A database that fails every query: system_info's pool balances throw.
    ({ app } = await createTestApp(
      noDatabase(),
      {},
      { genesis: false, operatorState: false, logger: createLogger('error', sink) },
    ));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is answered with a bare 500 that reveals nothing, and logged in full', async () => {
    const res = await app.inject({
      url: '/api/v2/common/system_info',
      headers: { 'accept-language': 'ja' },
    });
    expect(res.statusCode).toBe(500);
    expect(envelope(res)).toEqual({
      code: ERRORS.internal.code,
      msg: ERRORS.internal.msg.ja,
      data: null,
    });
    expect(res.body).not.toContain('database');
    expect(res.body).not.toMatch(/at .*\.ts/); // no stack
    expect(lines.join('')).toContain('this test must not use the database');
  });
});
