import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { Deployment } from '@xbond/contracts/deploy';
import type { FastifyBaseLogger } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { connectChain } from '../../src/chain/client';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/db';
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
