import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWallet, rejectWith } from '@/testing/fake-eip1193';
import {
  getAccounts,
  getChainId,
  getProvider,
  onWalletEvent,
  personalSign,
  requestAccounts,
  sameAddress,
  setFallbackProvider,
  switchChain,
  WalletConnectionError,
  WalletNotFoundError,
} from './provider';

afterEach(() => {
  window.ethereum = undefined;
  setFallbackProvider(null);
  vi.restoreAllMocks();
});

describe('wallet provider (spec sections 7 and 8)', () => {
  it('requests the account list from the injected wallet', async () => {
    const wallet = fakeWallet({ eth_requestAccounts: () => ['0xAAA', '0xBBB'] });
    window.ethereum = wallet;
    await expect(requestAccounts()).resolves.toEqual(['0xAAA', '0xBBB']);
    expect(wallet.methods()).toEqual(['eth_requestAccounts']);
  });

  it('no wallet: logs that no provider was found and rejects', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(requestAccounts()).rejects.toBeInstanceOf(WalletNotFoundError);
    expect(String(log.mock.calls[0]?.[0])).toMatch(
      /No provider was found.*installed and logged in/,
    );
  });

  it("a failed connection is logged as 'connection failed' and rejected", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.ethereum = fakeWallet({ eth_requestAccounts: rejectWith(4001, 'User rejected') });
    const error = await requestAccounts().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletConnectionError);
    expect((error as Error).cause).toMatchObject({ code: 4001 });
    expect(log.mock.calls[0]?.[0]).toBe('connection failed');
  });

  it('prefers the injected wallet over the dev wallet', () => {
    const dev = fakeWallet();
    setFallbackProvider(dev);
    expect(getProvider()).toBe(dev);
    const injected = fakeWallet();
    window.ethereum = injected;
    expect(getProvider()).toBe(injected);
  });

  it('reads accounts without prompting, and the chain id', async () => {
    window.ethereum = fakeWallet({ eth_accounts: () => [], eth_chainId: () => '0x7a69' });
    await expect(getAccounts()).resolves.toEqual([]);
    await expect(getChainId()).resolves.toBe(31337);
  });

  it('switches chain, adding it when the wallet does not know it (4902)', async () => {
    const wallet = fakeWallet({
      wallet_switchEthereumChain: rejectWith(4902, 'Unrecognized chain'),
      wallet_addEthereumChain: () => null,
    });
    await switchChain({ chainId: 31337, chainName: 'XBond', rpcUrl: 'http://h/rpc' }, wallet);
    expect(wallet.calls[0]?.params).toEqual([{ chainId: '0x7a69' }]);
    expect(wallet.calls[1]?.params[0]).toMatchObject({
      chainId: '0x7a69',
      rpcUrls: ['http://h/rpc'],
    });
  });

  it('a refused switch is rejected', async () => {
    const wallet = fakeWallet({ wallet_switchEthereumChain: rejectWith(4001) });
    await expect(
      switchChain({ chainId: 1, chainName: 'x', rpcUrl: null }, wallet),
    ).rejects.toMatchObject({ code: 4001 });
  });

  it('personal_sign sends the message as hex-encoded UTF-8', async () => {
    const wallet = fakeWallet({ personal_sign: () => '0xsig' });
    await expect(personalSign('XBond ✓', '0xAAA', wallet)).resolves.toBe('0xsig');
    expect(wallet.calls[0]?.params).toEqual(['0x58426f6e6420e29c93', '0xAAA']);
  });

  it('subscribes and unsubscribes wallet events', () => {
    const wallet = fakeWallet();
    const seen: unknown[] = [];
    const stop = onWalletEvent(wallet, 'accountsChanged', (a: unknown) => seen.push(a));
    wallet.emit('accountsChanged', ['0x1']);
    stop();
    wallet.emit('accountsChanged', ['0x2']);
    expect(seen).toEqual([['0x1']]);
  });

  it('compares addresses ignoring case', () => {
    expect(sameAddress('0xAbC', '0xabc')).toBe(true);
    expect(sameAddress('0xAbC', '0xabd')).toBe(false);
    expect(sameAddress(null, '0xabc')).toBe(false);
  });
});
