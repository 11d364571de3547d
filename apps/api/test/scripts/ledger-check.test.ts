import { join } from 'node:path';
import { findFreePort } from '@xbond/contracts/chain';
import { saveDeployment } from '@xbond/contracts/deploy';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { openPglite } from '../../src/db/pglite';
import { deploymentFile } from '../../src/start/chain';
import { tempDataDir } from '../helpers/app';
import { migratedPgliteAt } from '../helpers/databases';
import {
  createMoneyApp,
  deploymentWithOwnVault,
  type MoneyApp,
  sendToken,
  TEST_SIGNER_KEY,
  units,
} from '../helpers/money';
import { runScript } from '../helpers/scripts';
import { account } from '../helpers/siwe';

// Dev account of this file (see helpers/money.ts): 19 operator and depositor.
const operator = account(19);

/** Runs `npm run ledger:check`'s script with the settings of a product in `dataDir`. */
const check = (dataDir: string, port: number, rpcUrl = inject('rpcUrl')) =>
  runScript('ledger-check', {
    DATA_DIR: dataDir,
    PORT: String(port),
    CHAIN_RPC_URL: rpcUrl,
    ROOT_ADDRESS: account(0).address,
    WITHDRAW_SIGNER_KEY: TEST_SIGNER_KEY,
  });

describe('npm run ledger:check (embedded database)', () => {
  const dataDir = tempDataDir();
  let db: Db;
  let m: MoneyApp;
  let port: number;

  beforeAll(async () => {
    const deployment = await deploymentWithOwnVault(operator);
    saveDeployment(deploymentFile({ dataDir }), deployment);
    db = await migratedPgliteAt(join(dataDir, 'pglite'));
    m = await createMoneyApp(db, operator, {}, deployment);
    await sendToken(operator, m.tokens.X, deployment.vault, units('5'));
    await m.app.watcher.tick();
    port = await findFreePort();
  });
  afterAll(async () => {
    await m?.app.close();
    await db?.close().catch(() => {});
  });

  it('asks the running API, which holds the embedded database', async () => {
    await m.app.listen({ port, host: '127.0.0.1' });
    const res = await m.app.inject({ method: 'GET', url: '/health/ledger' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, vault: m.deployment.vault });
    const run = await check(dataDir, port);
    expect(run.out).toContain('the running API');
    expect(run.out).toMatch(/X\s+50005\s+0\s+50005\s+0\s+ok/);
    expect(run.out).toContain('OK: every asset balances');
    expect(run.code).toBe(0);
  });

  it('opens the database itself when the API is stopped, and exits 1 on a difference', async () => {
    await m.app.close();
    await db.close();
    const clean = await check(dataDir, port);
    expect(clean.out).toContain('embedded PGlite');
    expect(clean.code).toBe(0);

    // Money from nothing: a balance raised without any chain event (double entry kept).
    db = await openPglite(join(dataDir, 'pglite'));
    await db.query(
      `UPDATE ledger_accounts SET balance = balance + CASE owner_type WHEN 'external' THEN -1 ELSE 1 END
       WHERE asset = 'USDD' AND owner_id IN ('treasury', 'chain')`,
    );
    await db.close();
    const broken = await check(dataDir, port);
    expect(broken.out).toContain('MISMATCH');
    expect(broken.out).toMatch(
      /USDD\s+50000\.000000000000000001\s+0\s+50000\s+0\.000000000000000001/,
    );
    expect(broken.code).toBe(1);
  });

  it('refuses to run without a chain to compare with', async () => {
    const run = await check(dataDir, port, 'http://127.0.0.1:9');
    expect(run.out).toContain('No chain answers at http://127.0.0.1:9');
    expect(run.code).toBe(2);
  });
});
