// The local chain launcher itself: errors are clear and stop() really stops the node.
import { createServer } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { DEV_MNEMONIC, devAccounts, findFreePort, hasCode, startLocalChain } from '../src/chain';
import { randomAddress } from './helpers';

const rpcUrl = inject('rpcUrl');
const { vault, tokens } = inject('deployment');

describe('local chain', () => {
  it('derives the 20 funded Hardhat accounts from the dev mnemonic', () => {
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

  it('starts on a free port, answers with chain id 31337, and stop() ends the process', async () => {
    const chain = await startLocalChain({ port: await findFreePort() });
    expect(chain.chainId).toBe(31337);
    await chain.stop();
    expect(() => process.kill(chain.pid, 0)).toThrow(); // ESRCH: no such process
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
});
