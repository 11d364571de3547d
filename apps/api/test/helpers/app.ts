import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { Deployment } from '@xbond/contracts/deploy';
import type { FastifyBaseLogger } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { connectChain } from '../../src/chain/client';
import { loadConfig } from '../../src/config';
import type { Db, Queryable } from '../../src/db/db';
import type { Clock } from '../../src/time/clock';
import { ensureGenesis } from '../../src/users/genesis';

export const ORIGIN = 'http://localhost:8080';
export const DOMAIN = 'localhost:8080';

/** A temporary DATA_DIR, so generated local secrets never land in the repository. */
export function tempDataDir(): string {
  return mkdtempSync(join(inject('tmpRoot'), 'data-'));
}

/**
 * The real application on the shared test chain and the given database, with the genesis user
 * registered as at start. Settings come through loadConfig, as in production.
 */
export async function createTestApp(
  db: Db,
  env: Record<string, string> = {},
  options: {
    webDistDir?: string;
    local?: boolean;
    genesis?: boolean;
    /** Default: the shared test deployment. Money tests pass one with a Vault of their own. */
    deployment?: Deployment;
    /** The product's clock; default the system clock. Tests of periods move one by hand. */
    clock?: Clock;
    /** A chain of the test's own (default the shared test chain), e.g. to move prices. */
    rpcUrl?: string;
    /** Default: no logging. */
    logger?: FastifyBaseLogger;
    /** False with `noDatabase()`: the operator's state is not read (buildApp). */
    operatorState?: false;
  } = {},
) {
  const config = loadConfig({ DATA_DIR: tempDataDir(), LOG_LEVEL: 'silent', ...env });
  if (options.genesis !== false)
    await ensureGenesis(db, config.rootAddress, config.genesisInviteCode);
  const chain = await connectChain(options.rpcUrl ?? inject('rpcUrl'), options.local ?? true);
  const app = await buildApp({
    config,
    db,
    chain,
    deployment: options.deployment ?? inject('deployment'),
    webDistDir: options.webDistDir ?? join(tempDataDir(), 'no-dist'),
    logger: options.logger ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.operatorState === false ? { operatorState: false as const } : {}),
  });
  await app.ready();
  return { app, config, chain };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

/** The envelope of a response, typed loosely for assertions. */
export function envelope(res: { json(): unknown }) {
  return res.json() as { code: number; msg: string; data: unknown };
}

/** The id of the user registered with `address`. */
export async function userIdOf(db: Queryable, address: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id::text FROM users WHERE address = $1', [
    address.toLowerCase(),
  ]);
  if (!row) throw new Error(`${address} is not registered`);
  return row.id;
}

/** Each route (method, URL and a valid body) answers 401 to a request without a session. */
export async function expectSignInRequired(
  app: TestApp,
  routes: readonly (readonly ['GET' | 'POST', string, object?])[],
) {
  for (const [method, url, payload] of routes) {
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, url).toBe(401);
  }
}
