import {
  type Hex,
  hashMessage,
  parseTransaction,
  recoverAddress,
  recoverTransactionAddress,
  stringToHex,
  verifyMessage,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type TestApiServer } from '@/testing/api-server';
import { createDevWalletProvider, DEV_ACCOUNT_COUNT, devAddresses } from './dev-wallet';

// Hardhat's documented default accounts for its public development mnemonic.
const HARDHAT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HARDHAT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HARDHAT_19 = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199';

/** A JSON-RPC endpoint standing in for the chain: records calls, answers a few reads. */
let rpc: TestApiServer;
beforeAll(async () => {
  rpc = await startApiServer((req) => {
    const { id, method } = req.body as { id: number; method: string };
    const results: Record<string, unknown> = {
      eth_chainId: '0x7a69',
      eth_blockNumber: '0x10',
      eth_getTransactionCount: '0x3',
      eth_estimateGas: '0x5208',
      eth_gasPrice: '0x3b9aca00',
      eth_sendRawTransaction: `0x${'cd'.repeat(32)}`,
    };
    return method in results
      ? { body: { jsonrpc: '2.0', id, result: results[method] } }
      : { body: { jsonrpc: '2.0', id, error: { code: -32601, message: 'nope' } } };
  });
});
afterAll(() => rpc.close());

const wallet = (index = 0) =>
  createDevWalletProvider({ rpcUrl: `${rpc.url}/rpc`, chainId: 31337, index });

describe('dev wallet (the root README.md, "Run it")', () => {
  it("derives Hardhat's 20 dev accounts; account 0 is the genesis one", async () => {
    const addresses = await devAddresses();
    expect(addresses).toHaveLength(DEV_ACCOUNT_COUNT);
    expect(addresses[0]).toBe(HARDHAT_0);
    expect(addresses[1]).toBe(HARDHAT_1);
    expect(addresses[19]).toBe(HARDHAT_19);
  });

  it('exposes the picked account', async () => {
    const provider = await wallet(1);
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([HARDHAT_1]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([HARDHAT_1]);
  });

  it('signs personal_sign locally with a signature the address verifies', async () => {
    const provider = await wallet(0);
    const message = 'localhost wants you to sign in\n\nXBond';
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), HARDHAT_0],
    })) as Hex;
    await expect(verifyMessage({ address: HARDHAT_0, message, signature })).resolves.toBe(true);
    expect(await recoverAddress({ hash: hashMessage(message), signature })).toBe(HARDHAT_0);
  });

  it('refuses to sign for an address it does not hold', async () => {
    const provider = await wallet(0);
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', HARDHAT_1] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('forwards reads to the chain RPC', async () => {
    const provider = await wallet(0);
    rpc.requests.length = 0;
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10');
    expect(rpc.requests.map((r) => (r.body as { method: string }).method)).toEqual([
      'eth_chainId',
      'eth_blockNumber',
    ]);
    await expect(provider.request({ method: 'eth_unknown' })).rejects.toMatchObject({
      code: -32601,
    });
  });

  it('signs transactions locally and sends the raw bytes', async () => {
    const provider = await wallet(0);
    rpc.requests.length = 0;
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: HARDHAT_0, to: HARDHAT_1, data: '0x1234', gas: '0x7530' }],
    });
    expect(hash).toBe(`0x${'cd'.repeat(32)}`);
    const sent = rpc.requests.find(
      (r) => (r.body as { method: string }).method === 'eth_sendRawTransaction',
    );
    const raw = ((sent?.body ?? { params: [] }) as { params: Hex[] }).params[0] ?? '0x';
    const tx = parseTransaction(raw);
    expect(tx).toMatchObject({ chainId: 31337, nonce: 3, gas: 30_000n, gasPrice: 1_000_000_000n });
    expect(tx.to?.toLowerCase()).toBe(HARDHAT_1.toLowerCase());
    expect(tx.data).toBe('0x1234');
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(
      HARDHAT_0,
    );
  });

  it('switching account emits accountsChanged', async () => {
    const provider = await wallet(0);
    const seen: unknown[] = [];
    provider.on?.('accountsChanged', ((accounts: unknown) => seen.push(accounts)) as never);
    await provider.setAccount(1);
    expect(seen).toEqual([[HARDHAT_1]]);
    expect(provider.address).toBe(HARDHAT_1);
  });

  it('knows only its own chain', async () => {
    const provider = await wallet(0);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).resolves.toBeNull();
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });
});
