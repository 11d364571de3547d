import { ERRORS } from '@xbond/shared/errors';
import { DEV_TIME_MAX_ADVANCE_SECONDS } from '@xbond/shared/values/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { DemoClock } from '#src/time/clock';
import { createTestApp, envelope, type TestApp } from '#test/helpers/app';
import { databases } from '#test/helpers/databases';
import { createDemoApp } from '#test/helpers/demo';

const HOUR = 3600;

describe.each(databases())('POST /api/v2/dev/time on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let demo: Awaited<ReturnType<typeof createDemoApp>>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    demo = await createDemoApp(db);
  });
  afterAll(async () => {
    await demo?.stop();
    await close?.();
  });

  const advance = (payload: unknown) =>
    demo.app.inject({ method: 'POST', url: '/api/v2/dev/time', payload: payload as object });
  const chainTime = async () =>
    Number((await demo.chain.client.getBlock({ blockTag: 'latest' })).timestamp) * 1000;

  it('refuses bad input with the usual envelope and moves nothing', async () => {
    const before = demo.demoTime.clock.offset;
    const blocks = await demo.chain.client.getBlockNumber({ cacheTime: 0 });
    for (const payload of [
      {},
      { advanceSeconds: 0 },
      { advanceSeconds: -60 },
      { advanceSeconds: 1.5 },
      { advanceSeconds: '3600' },
      { advanceSeconds: DEV_TIME_MAX_ADVANCE_SECONDS + 1 },
      { advanceSeconds: 60, extra: true },
    ]) {
      const res = await advance(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(envelope(res).code, JSON.stringify(payload)).toBe(ERRORS.invalidRequest.code);
    }
    expect(demo.demoTime.clock.offset).toBe(before);
    expect(await demo.chain.client.getBlockNumber({ cacheTime: 0 })).toBe(blocks);
  });

  it('moves the clock and the chain together, keeps the offset, and runs the jobs that became due', async () => {
    // An open deposit order of the genesis user, due to expire in 30 minutes.
    const [order] = await db.query<{ id: string }>(
      `INSERT INTO deposit_orders (user_id, asset, amount, expires_at)
       SELECT id, 'X', 1, $1 FROM users LIMIT 1 RETURNING id`,
      [new Date(demo.demoTime.clock.now().getTime() + 30 * 60_000).toISOString()],
    );
    const before = demo.demoTime.clock.now().getTime();
    const res = await advance({ advanceSeconds: 8 * HOUR });
    const body = envelope(res) as { code: number; data: { serverTime: string } };
    expect(body.code).toBe(1);
    const serverTime = Date.parse(body.data.serverTime);
    expect(serverTime - before).toBeGreaterThanOrEqual(8 * HOUR * 1000);
    expect(serverTime - before).toBeLessThan(8 * HOUR * 1000 + 60_000);
    // The chain mined a block at the new time; system_info reports the same clock.
    expect(Math.abs((await chainTime()) - serverTime)).toBeLessThan(5_000);
    const info = envelope(
      await demo.app.inject({ method: 'GET', url: '/api/v2/common/system_info' }),
    ) as { data: { serverTime: string } };
    expect(Date.parse(info.data.serverTime)).toBeGreaterThanOrEqual(serverTime);
    // Kept for the next start, and the order expired before the answer came.
    expect((await DemoClock.load(db)).offset).toBe(demo.demoTime.clock.offset);
    const [row] = await db.query<{ status: string }>(
      'SELECT status FROM deposit_orders WHERE id = $1',
      [order?.id],
    );
    expect(row?.status).toBe('expired');
  });

  it('never lets the clock run backwards: a chain ahead of it pulls it forward at start', async () => {
    await demo.chain.demo?.setTime(
      new Date(demo.demoTime.clock.now().getTime() + 48 * HOUR * 1000),
      {
        mine: true,
      },
    );
    const chainAhead = await chainTime();
    await demo.demoTime.sync();
    expect(demo.demoTime.clock.now().getTime()).toBeGreaterThanOrEqual(chainAhead);
  });
});

describe('POST /api/v2/dev/time outside the local demo', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const [pglite] = databases();
    if (!pglite) throw new Error('no database');
    const opened = await pglite.open();
    close = opened.close;
    ({ app } = await createTestApp(opened.db));
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it('does not exist', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/dev/time',
      payload: { advanceSeconds: 3600 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/v2/dev/time on a demo chain under NODE_ENV=production', () => {
  it('does not exist: no one can move a production clock, signed in or not', async () => {
    const [database] = databases();
    if (!database) throw new Error('no test database');
    const { db, close } = await database.open();
    const demo = await createDemoApp(db, {
      NODE_ENV: 'production',
      WITHDRAW_SIGNER_KEY: `0x${'ab'.repeat(32)}`,
    });
    try {
      const before = demo.demoTime.clock.offset;
      const res = await demo.app.inject({
        method: 'POST',
        url: '/api/v2/dev/time',
        payload: { advanceSeconds: HOUR },
      });
      expect(res.statusCode).toBe(404);
      expect(demo.demoTime.clock.offset).toBe(before);
    } finally {
      await demo.stop();
      await close();
    }
  });
});
