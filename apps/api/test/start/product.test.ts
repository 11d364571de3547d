import { existsSync, writeFileSync } from 'node:fs';
import { saveChainState, startLocalChain } from '@xbond/contracts/chain';
import { createTestClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { pgliteDir } from '../../src/db/open';
import { reconcile } from '../../src/ledger/reconcile';
import { chainStateFile } from '../../src/start/chain';
import { type RunningProduct, startProduct } from '../../src/start/product';
import { resetLocalData } from '../../src/start/reset';
import { StartError } from '../../src/start-error';
import { envelope } from '../helpers/app';
import { productConfig, quietStart, startedProductConfig, transfer } from '../helpers/product';
import { account, postLogin, signedLogin } from '../helpers/siwe';

const user = account(3);

async function signUp(product: RunningProduct): Promise<string> {
  const body = await signedLogin(product.app, user, {
    inviteCode: product.config.genesisInviteCode,
  });
  const res = envelope(await postLogin(product.app, body)) as { data: { token: string } };
  return `Bearer ${res.data.token}`;
}

async function availableX(product: RunningProduct, auth: string): Promise<string | undefined> {
  const res = await product.app.inject({
    method: 'GET',
    url: '/api/v2/user/wallet',
    headers: { authorization: auth },
  });
  expect(res.statusCode).toBe(200);
  const wallet = envelope(res).data as { balances: { asset: string; available: string }[] };
  return wallet.balances.find((b) => b.asset === 'X')?.available;
}

async function expectReconciled(product: RunningProduct) {
  await product.app.watcher.tick();
  const r = await reconcile(product.db, product.app.money.client, product.app.money.book);
  expect(r.ok).toBe(true);
}

/** The start sequence of `npm start`, the browser tests and the benchmarks. */
describe('startProduct', () => {
  it('keeps everything across a restart: chain, contracts, users, sessions, balances, demo time', async () => {
    const config = await productConfig();
    const first = await startProduct(config, quietStart(config));
    let auth: string;
    let vault: string;
    let offset: number;
    try {
      expect(first.url).toBe(`http://localhost:${config.port}`);
      expect(first.chain).toMatchObject({ local: true, chainId: 31337, status: 'fresh' });
      expect(first.ledger.status).toBe('opened');
      auth = await signUp(first);
      await transfer(
        first.chain.rpcUrl,
        user,
        first.deployment.tokens.X.address,
        first.deployment.vault,
        '100',
      );
      await first.app.watcher.tick();
      expect(await availableX(first, auth)).toBe('100');
      const moved = await first.app.inject({
        method: 'POST',
        url: '/api/v2/dev/time',
        payload: { advanceSeconds: 86_400 },
      });
      expect(envelope(moved).code).toBe(1);
      offset = first.clock.now().getTime() - Date.now();
      vault = first.deployment.vault;
    } finally {
      await first.stop();
    }
    await expect(fetch(`http://127.0.0.1:${config.port}/health`)).rejects.toThrow();

    // While the product is stopped, the user's wallet sends 5 X to the Vault.
    const alone = await startLocalChain({
      port: config.chainPort,
      statePath: chainStateFile(config),
    });
    await transfer(
      alone.rpcUrl,
      user,
      first.deployment.tokens.X.address,
      first.deployment.vault,
      '5',
    );
    await alone.stop();

    const second = await startProduct(config, quietStart(config));
    try {
      expect(second.chain.status).toBe('existing');
      expect(second.ledger.status).toBe('existing');
      expect(second.deployment.vault).toBe(vault);
      // The same session; the transfer made meanwhile was credited, once, before it listened.
      expect(await availableX(second, auth)).toBe('105');
      await second.app.watcher.tick();
      expect(await availableX(second, auth)).toBe('105');
      // The demo's clock kept its day ahead, and the chain's clock follows it again.
      expect(second.clock.now().getTime() - Date.now()).toBeGreaterThanOrEqual(offset - 1000);
      await createTestClient({ mode: 'anvil', transport: http(second.chain.rpcUrl) }).mine({
        blocks: 1,
      });
      const next = await second.chain.client.getBlock({ blockTag: 'latest' });
      expect(Number(next.timestamp) * 1000).toBeGreaterThan(Date.now() + 86_000_000);
      await expectReconciled(second);
    } finally {
      await second.stop();
    }
  });

  it('stops with a way out when the kept state cannot be used, deletes nothing, and --reset starts over', async () => {
    // A product that has started once and stopped.
    const config = await startedProductConfig();
    // Another chain's state in place of the product's: its contracts are not there.
    const other = await startLocalChain({ port: 0 });
    await saveChainState(other.rpcUrl, chainStateFile(config));
    await other.stop();

    const lines: string[] = [];
    const refused = await startProduct(config, quietStart(config, lines)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StartError);
    expect((refused as Error).message).toContain('does not hold the contracts');
    expect((refused as Error).message).toContain('npm start -- --reset');
    expect(existsSync(pgliteDir(config))).toBe(true);

    // A state file the chain cannot load at all: the same way out.
    writeFileSync(chainStateFile(config), '{ not a chain state');
    const unreadable = await startProduct(config, quietStart(config)).catch((e: unknown) => e);
    expect(unreadable).toBeInstanceOf(StartError);
    expect((unreadable as Error).message).toContain('cannot be loaded');
    expect((unreadable as Error).message).toContain('npm start -- --reset');
    expect(existsSync(pgliteDir(config))).toBe(true);

    const fresh = await startProduct(config, { ...quietStart(config, lines), reset: true });
    try {
      expect(fresh.chain.status).toBe('fresh');
      expect(fresh.ledger.status).toBe('opened');
      expect(lines.some((l) => l.startsWith('Reset: deleting'))).toBe(true);
      await expectReconciled(fresh);
    } finally {
      await fresh.stop();
    }
  });

  it('never resets a database that is not the demo’s own', async () => {
    const external = await productConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(() => resetLocalData(external, () => {})).toThrow(/DATABASE_URL/);
    const real = await productConfig({
      CHAIN_RPC_URL: 'http://127.0.0.1:1',
      ROOT_ADDRESS: user.address,
      WITHDRAW_SIGNER_KEY: `0x${'11'.repeat(32)}`,
    });
    expect(() => resetLocalData(real, () => {})).toThrow(/CHAIN_RPC_URL/);
  });

  it('stops what it started when interrupted', async () => {
    const config = await startedProductConfig();
    const interrupt = new AbortController();
    const starting = startProduct(config, {
      ...quietStart(config),
      log: (line) => {
        if (line.startsWith('Starting the local chain')) interrupt.abort(new Error('interrupted'));
      },
      signal: interrupt.signal,
    });
    await expect(starting).rejects.toThrow('interrupted');
    // The chain's port is free again: nothing was left running.
    const probe = await startProduct(config, quietStart(config));
    await probe.stop();
  });
});
