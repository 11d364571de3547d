import {
  decodeFunctionData,
  encodeAbiParameters,
  erc20Abi,
  type Hex,
  toFunctionSelector,
} from 'viem';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { fakeWallet } from '@/testing/fake-eip1193';
import {
  ContractArgsError,
  createContract,
  getTokenBalance,
  RECEIPT_POLL_MS,
  transferToken,
  waitForReceipt,
} from './helpers';
import { WalletNotFoundError } from './provider';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}` as Hex;
const DECIMALS = toFunctionSelector('decimals()');
const BALANCE_OF = toFunctionSelector('balanceOf(address)');

const uint = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n]);

/** Answers eth_call like an ERC-20 with `decimals` and a balance of `raw`. */
function tokenCalls(decimals: number, raw: bigint) {
  return (params: readonly unknown[]) => {
    const data = (params[0] as { data: Hex }).data;
    if (data.startsWith(DECIMALS)) return uint(BigInt(decimals));
    if (data.startsWith(BALANCE_OF)) return uint(raw);
    throw new Error(`unexpected call ${data}`);
  };
}

let log: MockInstance<typeof console.error>;
beforeEach(() => {
  log = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.ethereum = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('createContract (spec section 3)', () => {
  it('builds a contract object from an ABI array and an address', async () => {
    const wallet = fakeWallet({ eth_call: tokenCalls(6, 0n) });
    const token = await createContract({ abi: erc20Abi, address: TOKEN }, wallet);
    expect(token.address).toBe(TOKEN);
    await expect(token.read.decimals()).resolves.toBe(6);
  });

  it('accepts the ABI as a JSON string', async () => {
    const wallet = fakeWallet({ eth_call: tokenCalls(8, 0n) });
    const token = await createContract<typeof erc20Abi>(
      { abi: JSON.stringify(erc20Abi), address: TOKEN },
      wallet,
    );
    await expect(token.read.decimals()).resolves.toBe(8);
  });

  it.each([
    ['no ABI', { abi: null, address: TOKEN }],
    ['no address', { abi: erc20Abi, address: '' }],
    ['neither', { abi: undefined, address: undefined }],
    ['an ABI that is not JSON', { abi: '{nope', address: TOKEN }],
    ['an address that is not one', { abi: erc20Abi, address: '0x123' }],
  ])('is logged and rejected with %s', async (_, input) => {
    await expect(createContract(input, fakeWallet())).rejects.toBeInstanceOf(ContractArgsError);
    expect(log).toHaveBeenCalled();
  });

  it('is rejected without a wallet', async () => {
    await expect(createContract({ abi: erc20Abi, address: TOKEN })).rejects.toBeInstanceOf(
      WalletNotFoundError,
    );
  });
});

describe('getTokenBalance (spec section 3)', () => {
  it('is the raw balance divided by 10^decimals, exactly', async () => {
    const wallet = fakeWallet({ eth_call: tokenCalls(18, 123_456_789_012_345_678_901_234_567n) });
    await expect(getTokenBalance({ contractAddress: TOKEN, address: ALICE }, wallet)).resolves.toBe(
      '123456789.012345678901234567',
    );
  });

  it('uses the given decimals without reading them', async () => {
    const wallet = fakeWallet({ eth_call: tokenCalls(18, 1_500_000n) });
    await expect(
      getTokenBalance({ contractAddress: TOKEN, address: ALICE, decimals: 6 }, wallet),
    ).resolves.toBe('1.5');
    expect(wallet.calls).toHaveLength(1);
  });

  it('logs and rejects with the original error', async () => {
    const boom = new Error('node down');
    const wallet = fakeWallet({
      eth_call: () => {
        throw boom;
      },
    });
    const error = await getTokenBalance({ contractAddress: TOKEN, address: ALICE }, wallet).catch(
      (e: unknown) => e,
    );
    expect(log.mock.calls.some((c) => c[0] === 'balance query failed')).toBe(true);
    expect(String((error as Error).message)).toContain('node down');
  });
});

describe('transferToken (spec sections 3 and 7)', () => {
  function transferWallet() {
    return fakeWallet({
      eth_call: tokenCalls(18, 0n),
      eth_requestAccounts: () => [ALICE, BOB],
      eth_gasPrice: () => '0x3b9aca00',
      eth_estimateGas: () => '0x5208',
      eth_sendTransaction: () => HASH,
    });
  }

  it('reads decimals, defaults the sender to the first account, reads gas price, estimates, sends', async () => {
    const wallet = transferWallet();
    const hash = await transferToken(
      { contractAddress: TOKEN, recipientAddress: BOB, amount: '12.5' },
      wallet,
    );
    expect(hash).toBe(HASH);
    expect(wallet.methods()).toEqual([
      'eth_call', // decimals
      'eth_requestAccounts',
      'eth_gasPrice',
      'eth_estimateGas',
      'eth_sendTransaction',
    ]);
    const estimate = wallet.calls[3]?.params[0] as Record<string, string>;
    expect(estimate.from?.toLowerCase()).toBe(ALICE.toLowerCase());
    const sent = wallet.calls[4]?.params[0] as Record<string, Hex>;
    expect(sent.from?.toLowerCase()).toBe(ALICE.toLowerCase());
    expect(sent.to?.toLowerCase()).toBe(TOKEN.toLowerCase());
    expect(sent.gas).toBe('0x5208');
    expect(sent.gasPrice).toBe('0x3b9aca00');
    const call = decodeFunctionData({ abi: erc20Abi, data: sent.data ?? '0x' });
    expect(call.functionName).toBe('transfer');
    expect(call.args).toEqual([BOB, 12_500_000_000_000_000_000n]);
  });

  it('uses the given decimals and sender', async () => {
    const wallet = transferWallet();
    await transferToken(
      {
        contractAddress: TOKEN,
        recipientAddress: BOB,
        amount: '2',
        decimals: 6,
        senderAddress: BOB,
      },
      wallet,
    );
    expect(wallet.methods()).toEqual(['eth_gasPrice', 'eth_estimateGas', 'eth_sendTransaction']);
    const sent = wallet.calls[2]?.params[0] as Record<string, Hex>;
    expect(sent.from?.toLowerCase()).toBe(BOB.toLowerCase());
    expect(decodeFunctionData({ abi: erc20Abi, data: sent.data ?? '0x' }).args?.[1]).toBe(
      2_000_000n,
    );
  });

  it('logs and rejects with the original error (a refused signature)', async () => {
    const refused = Object.assign(new Error('User denied transaction signature'), { code: 4001 });
    const wallet = transferWallet();
    wallet.answers.eth_sendTransaction = () => {
      throw refused;
    };
    const error = await transferToken(
      { contractAddress: TOKEN, recipientAddress: BOB, amount: '1', decimals: 18 },
      wallet,
    ).catch((e: unknown) => e);
    expect(log.mock.calls.some((c) => c[0] === 'token transfer failed')).toBe(true);
    expect(String((error as Error).message)).toContain('User denied');
  });

  it('refuses a malformed recipient before asking the wallet to send', async () => {
    const wallet = transferWallet();
    await expect(
      transferToken(
        { contractAddress: TOKEN, recipientAddress: '0xnope', amount: '1', decimals: 18 },
        wallet,
      ),
    ).rejects.toThrow(/recipient/);
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
  });
});

describe('waitForReceipt (spec sections 4, 7 and 9)', () => {
  const receipt = (status: Hex) => ({
    blockHash: `0x${'11'.repeat(32)}`,
    blockNumber: '0x5',
    contractAddress: null,
    cumulativeGasUsed: '0x5208',
    effectiveGasPrice: '0x1',
    from: ALICE,
    gasUsed: '0x5208',
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    status,
    to: TOKEN,
    transactionHash: HASH,
    transactionIndex: '0x0',
    type: '0x0',
  });

  it('polls every second until the receipt exists; status 1 is success', async () => {
    vi.useFakeTimers();
    let tries = 0;
    const wallet = fakeWallet({
      eth_getTransactionReceipt: () => {
        tries += 1;
        return tries < 3 ? null : receipt('0x1');
      },
    });
    const result = waitForReceipt(HASH, wallet);
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS - 1);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toBe(2);
    await vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS);
    await expect(result).resolves.toMatchObject({ success: true });
    expect(tries).toBe(3);
    expect(RECEIPT_POLL_MS).toBe(1000);
  });

  it('any other status is failure', async () => {
    const wallet = fakeWallet({ eth_getTransactionReceipt: () => receipt('0x0') });
    await expect(waitForReceipt(HASH, wallet)).resolves.toMatchObject({ success: false });
  });
});
