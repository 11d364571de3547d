// REDIS_URL's failure modes: a Redis that never answered stops the start; one that goes away
// later lets requests through (unlimited, logged) instead of failing them. A redis-server of
// this file's own, so stopping it disturbs no other test.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { findFreePort } from '@xbond/contracts/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { StartError } from '../../src/start-error';
import { createTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/databases';
import { eventually } from '../helpers/eventually';

const REDIS_SERVER = '/usr/bin/redis-server';

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await eventually(async () => expect(await listening(port)).toBe(true));
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const pglite = databases()[0];

describe.skipIf(!existsSync(REDIS_SERVER))('rate limits in Redis', () => {
  let db: Db;
  let close: () => Promise<void>;
  let port: number;
  let redis: ChildProcess;
  let app: TestApp;

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite');
    ({ db, close } = await pglite.open());
    port = await findFreePort();
    redis = await startRedis(port);
    ({ app } = await createTestApp(db, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_NONCE_PER_MIN: '2',
    }));
  });
  afterAll(async () => {
    await app?.close();
    await stop(redis);
    await close?.();
  });

  const nonce = () => app.inject({ url: `/api/v2/login/nonce?address=0x${'1'.repeat(40)}` });

  it('stops the start when REDIS_URL does not answer, naming it', async () => {
    const nobody = await findFreePort();
    const start = createTestApp(db, { REDIS_URL: `redis://:secret@127.0.0.1:${nobody}` });
    await expect(start).rejects.toBeInstanceOf(StartError);
    await expect(start).rejects.toThrow(`REDIS_URL: no answer from Redis at 127.0.0.1:${nobody}`);
    await expect(start).rejects.not.toThrow('secret');
  });

  it('counts in Redis, and lets requests through rather than failing them when Redis goes away', async () => {
    expect((await nonce()).statusCode).toBe(200);
    expect((await nonce()).statusCode).toBe(200);
    expect((await nonce()).statusCode).toBe(429);
    await stop(redis);
    for (let i = 0; i < 3; i++) expect((await nonce()).statusCode).toBe(200);
  });
});
