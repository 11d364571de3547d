/**
 * The browser wallet as a plain EIP-1193 provider (https://eips.ethereum.org/EIPS/eip-1193).
 * This file is in the first-load bundle, so it speaks raw JSON-RPC and imports no viem; the
 * viem-based helpers (contracts, balances, transfers, receipts) live in `helpers.ts`, loaded
 * when a screen needs them.
 */

export interface Eip1193RequestArgs {
  method: string;
  params?: readonly unknown[] | Record<string, unknown>;
}

export type Eip1193Listener = (...args: never[]) => void;

export interface Eip1193Provider {
  request(args: Eip1193RequestArgs): Promise<unknown>;
  on?(event: string, listener: Eip1193Listener): unknown;
  removeListener?(event: string, listener: Eip1193Listener): unknown;
}

/** Spec section 8: "Wallet not found". */
export class WalletNotFoundError extends Error {
  override readonly name = 'WalletNotFoundError';
  constructor() {
    super('No wallet provider found');
  }
}

/** Spec section 8: "Wallet connection failure". */
export class WalletConnectionError extends Error {
  override readonly name = 'WalletConnectionError';
  constructor(cause: unknown) {
    super('Wallet connection failed', { cause });
  }
}

/** EIP-1193 / EIP-1474 error codes we act on. */
export const USER_REJECTED = 4001;
export const UNRECOGNIZED_CHAIN = 4902;

export function rpcErrorCode(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'number') {
    return error.code;
  }
  return undefined;
}

let fallback: Eip1193Provider | null = null;
let chosen: Eip1193Provider | null = null;

/** Where the last wallet chosen among the announced ones (EIP-6963) is remembered, by rdns. */
export const WALLET_CHOICE_KEY = 'xbond.wallet';

/** The wallet the user chose among the announced ones (discovery.ts), or null. */
export function setChosenProvider(provider: Eip1193Provider | null): void {
  chosen = provider;
}

/** The dev wallet installs itself here when there is no injected wallet (demo builds only). */
export function setFallbackProvider(provider: Eip1193Provider | null): void {
  fallback = provider;
}

export function getInjectedProvider(): Eip1193Provider | null {
  return typeof window === 'undefined' ? null : (window.ethereum ?? null);
}

/**
 * The wallet chosen among the announced ones, else the injected one, else the dev wallet if
 * one was chosen, else null.
 */
export function getProvider(): Eip1193Provider | null {
  return chosen ?? getInjectedProvider() ?? fallback;
}

export const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());

export function requireProvider(provider: Eip1193Provider | null): Eip1193Provider {
  if (!provider) {
    console.error(
      'No provider was found: check that the wallet is installed and logged in (unlocked).',
    );
    throw new WalletNotFoundError();
  }
  return provider;
}

function asAccounts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : [];
}

/** Spec section 7: request the account list from the wallet (prompts when not yet allowed). */
export async function requestAccounts(provider = getProvider()): Promise<string[]> {
  const wallet = requireProvider(provider);
  try {
    return asAccounts(await wallet.request({ method: 'eth_requestAccounts' }));
  } catch (error) {
    console.error('connection failed', error);
    throw new WalletConnectionError(error);
  }
}

/** The accounts the wallet already exposes, without prompting ([] when locked). */
export async function getAccounts(provider = getProvider()): Promise<string[]> {
  const wallet = requireProvider(provider);
  return asAccounts(await wallet.request({ method: 'eth_accounts' }));
}

export async function getChainId(provider = getProvider()): Promise<number> {
  const wallet = requireProvider(provider);
  return Number(await wallet.request({ method: 'eth_chainId' }));
}

export interface ChainToAdd {
  chainId: number;
  chainName: string;
  /** Absolute RPC URL, needed only when the wallet does not know the chain yet. */
  rpcUrl: string | null;
}

/** Asks the wallet to switch, adding the chain first when it does not know it (4902). */
export async function switchChain(chain: ChainToAdd, provider = getProvider()): Promise<void> {
  const wallet = requireProvider(provider);
  const chainId = `0x${chain.chainId.toString(16)}`;
  try {
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (rpcErrorCode(error) !== UNRECOGNIZED_CHAIN || !chain.rpcUrl) throw error;
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: chain.chainName,
          rpcUrls: [chain.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    });
  }
}

/** personal_sign with the message as hex-encoded UTF-8 (what every wallet accepts). */
export async function personalSign(
  message: string,
  address: string,
  provider = getProvider(),
): Promise<string> {
  const wallet = requireProvider(provider);
  const bytes = new TextEncoder().encode(message);
  const hex = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  const signature = await wallet.request({ method: 'personal_sign', params: [hex, address] });
  if (typeof signature !== 'string') throw new Error('The wallet returned no signature');
  return signature;
}

/** Subscribes to a wallet event; returns the unsubscribe function. */
export function onWalletEvent<T extends unknown[]>(
  provider: Eip1193Provider,
  event: 'accountsChanged' | 'chainChanged',
  listener: (...args: T) => void,
): () => void {
  const fn = listener as unknown as Eip1193Listener;
  provider.on?.(event, fn);
  return () => {
    provider.removeListener?.(event, fn);
  };
}
