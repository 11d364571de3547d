// The local chain launcher itself: errors are clear, stop() really stops the node, and with a
// statePath the chain keeps its state across restarts (also when a start was killed).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type Address, type Hash, parseEther } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import {
  ChainStateError,
  DEV_MNEMONIC,
  devAccounts,
  findFreePort,
  hasCode,
  type LocalChain,
  startLocalChain,
} from '../src/chain';
import { clients, devAccount, randomAddress, tempDir } from './helpers';

const rpcUrl = inject('rpcUrl');
const { vault, tokens } = inject('deployment');

/** Sends 1.5 ETH from dev account 1 to a new address; answers what a restart must keep. */
async function sendSomething(chain: LocalChain) {
  const { publicClient, walletClient } = clients(chain.rpcUrl, devAccount(1));
  const to = randomAddress();
  const hash = await walletClient.sendTransaction({ to, value: parseEther('1.5') });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber });
  return { to, hash, block };
}

/** Checks that the chain at `url` has `sent`'s block as its latest, with the same hash and effects. */
async function expectKept(
  url: string,
  sent: { to: Address; hash: Hash; block: { number: bigint; hash: Hash } },
) {
  const { publicClient } = clients(url, devAccount(1));
  expect(await publicClient.getBlockNumber({ cacheTime: 0 })).toBe(sent.block.number);
  expect((await publicClient.getBlock({ blockNumber: sent.block.number })).hash).toBe(
    sent.block.hash,
  );
  expect(await publicClient.getBalance({ address: sent.to })).toBe(parseEther('1.5'));
  expect((await publicClient.getTransactionReceipt({ hash: sent.hash })).status).toBe('success');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false; // ESRCH: no such process
  }
}

describe('local chain', () => {
  it('derives the 20 funded dev accounts from the dev mnemonic', () => {
    const accounts = devAccounts();
    expect(DEV_MNEMONIC.split(' ')).toHaveLength(12);
    expect(accounts).toHaveLength(20);
    expect(accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(accounts[19]?.address).toBe('0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199');
    expect(new Set(accounts.map((a) => a.address)).size).toBe(20);
  });

  it('tells contracts from empty addresses', async () => {
    expect(await hasCode(rpcUrl, vault)).toBe(true);
    expect(await hasCode(rpcUrl, tokens.X.address)).toBe(true);
    expect(await hasCode(rpcUrl, randomAddress())).toBe(false);
  });

  it('starts on a port the system picks with chain id 31337 and the funded dev accounts; stop() ends the process', async () => {
    const chain = await startLocalChain({ port: 0 });
    expect(Number(new URL(chain.rpcUrl).port)).toBeGreaterThan(0);
    expect(chain.chainId).toBe(31337);
    const { publicClient, walletClient } = clients(chain.rpcUrl, devAccount(0));
    expect(await walletClient.request({ method: 'eth_accounts' })).toEqual(
      devAccounts().map((a) => a.address.toLowerCase()),
    );
    expect(await publicClient.getBalance({ address: devAccount(19).address })).toBe(
      parseEther('1000000'),
    );
    await chain.stop();
    expect(isRunning(chain.pid)).toBe(false);
    await expect(fetch(chain.rpcUrl)).rejects.toThrow();
    await chain.stop(); // idempotent
  });

  it('fails clearly when the port is taken', async () => {
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    try {
      await expect(startLocalChain({ port })).rejects.toThrow(new RegExp(`port ${port} busy`));
      // A port where an RPC already answers is refused before spawning anything.
      await expect(startLocalChain({ port: Number(new URL(rpcUrl).port) })).rejects.toThrow(
        /already served/,
      );
    } finally {
      server.close();
    }
  });

  it('on a port two starts ask for at once, starts one chain and tells the other the port is busy', async () => {
    const port = await findFreePort();
    const starts = await Promise.allSettled([startLocalChain({ port }), startLocalChain({ port })]);
    const started = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started).toHaveLength(1);
      const refused = starts.find((s) => s.status === 'rejected');
      expect(String(refused?.reason)).toMatch(new RegExp(`port ${port} busy`));
    } finally {
      await Promise.all(started.map((c) => c.stop()));
    }
  });

  it('has no state to save without a statePath', async () => {
    const chain = await startLocalChain({ port: await findFreePort() });
    try {
      await expect(chain.saveState()).rejects.toThrow(/statePath/);
    } finally {
      await chain.stop();
    }
  });
});

describe('local chain with a statePath', () => {
  it('keeps blocks, hashes and balances across a restart after saveState()', async () => {
    const statePath = join(tempDir(), 'chain.json');
    const port = await findFreePort();
    let chain = await startLocalChain({ port, statePath });
    try {
      expect(readFileSync(`${statePath}.pid`, 'utf8')).toContain(`"pid":${chain.pid}`);
      const sent = await sendSomething(chain);
      const { publicClient } = clients(chain.rpcUrl, devAccount(1));
      const senderBalance = await publicClient.getBalance({ address: devAccount(1).address });

      // Concurrent saves are serialized: each answers a block that is on disk.
      const saved = await Promise.all([chain.saveState(), chain.saveState(), chain.saveState()]);
      expect(saved).toEqual([sent.block.number, sent.block.number, sent.block.number]);
      expect(existsSync(`${statePath}.tmp`)).toBe(false);

      await chain.stop();
      expect(existsSync(`${statePath}.pid`)).toBe(false);
      chain = await startLocalChain({ port, statePath });
      await expectKept(chain.rpcUrl, sent);
      expect(await publicClient.getBalance({ address: devAccount(1).address })).toBe(senderBalance);
    } finally {
      await chain.stop();
    }
  });

  it('never stamps a block earlier than the last one after a time jump and a restart', async () => {
    const statePath = join(tempDir(), 'chain.json');
    const first = await startLocalChain({ port: await findFreePort(), statePath });
    const { testClient, publicClient } = clients(first.rpcUrl, devAccount(0));
    await testClient.increaseTime({ seconds: 30 * 86_400 });
    await testClient.mine({ blocks: 1 });
    const jumped = (await publicClient.getBlock({ blockTag: 'latest' })).timestamp;
    await first.stop();

    const second = await startLocalChain({ port: await findFreePort(), statePath });
    try {
      const again = clients(second.rpcUrl, devAccount(0));
      await again.testClient.mine({ blocks: 1 });
      const next = (await again.publicClient.getBlock({ blockTag: 'latest' })).timestamp;
      expect(next).toBeGreaterThan(jumped);
    } finally {
      await second.stop();
    }
  });

  it('saves on stop() without an explicit saveState()', async () => {
    const statePath = join(tempDir(), 'chain.json');
    const port = await findFreePort();
    let chain = await startLocalChain({ port, statePath });
    try {
      expect(existsSync(statePath)).toBe(false);
      const sent = await sendSomething(chain);
      await chain.stop();
      chain = await startLocalChain({ port, statePath });
      await expectKept(chain.rpcUrl, sent);
    } finally {
      await chain.stop();
    }
  });

  it('saves and replaces a chain left running by a killed start (its pid file)', async () => {
    const statePath = join(tempDir(), 'chain.json');
    const port = await findFreePort();
    // As if the product was killed with SIGKILL: the first chain is never stopped.
    const orphan = await startLocalChain({ port, statePath });
    let chain: LocalChain | undefined;
    try {
      const sent = await sendSomething(orphan);
      chain = await startLocalChain({ port, statePath });
      expect(isRunning(orphan.pid)).toBe(false);
      await expectKept(chain.rpcUrl, sent);
      expect(readFileSync(`${statePath}.pid`, 'utf8')).toContain(`"pid":${chain.pid}`);

      // The replaced chain's own stop() neither saves nor removes the new pid file.
      await orphan.stop();
      expect(readFileSync(`${statePath}.pid`, 'utf8')).toContain(`"pid":${chain.pid}`);
      await expectKept(chain.rpcUrl, sent);
    } finally {
      await orphan.stop();
      await chain?.stop();
    }
  });

  it('removes a pid file that names no Anvil, and kills nothing', async () => {
    const statePath = join(tempDir(), 'chain.json');
    // This test process: alive, but not a chain.
    writeFileSync(`${statePath}.pid`, JSON.stringify({ pid: process.pid, rpcUrl }));
    const chain = await startLocalChain({ port: await findFreePort(), statePath });
    try {
      expect(readFileSync(`${statePath}.pid`, 'utf8')).toContain(`"pid":${chain.pid}`);
      expect(await hasCode(rpcUrl, vault)).toBe(true); // the shared chain was left alone
    } finally {
      await chain.stop();
    }
  });

  it('refuses a state file Anvil cannot load, naming it and how to start over', async () => {
    const statePath = join(tempDir(), 'chain.json');
    writeFileSync(statePath, '{"not":"a chain state"}');
    const error = await startLocalChain({ port: await findFreePort(), statePath }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChainStateError);
    expect((error as ChainStateError).name).toBe('ChainStateError');
    expect((error as ChainStateError).file).toBe(statePath);
    expect((error as ChainStateError).message).toContain(statePath);
    expect((error as ChainStateError).message).toMatch(/move or delete it to start a new chain/i);
    expect(existsSync(`${statePath}.pid`)).toBe(false);
  });
});
