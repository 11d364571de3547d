/**
 * The dev wallet (the root README.md, "Run it"): an EIP-1193 provider inside the page for
 * the local demo chain, so a newcomer can connect and sign without a browser extension. Keys come
 * from Hardhat's public development mnemonic (accounts 0-19; account 0 is the genesis/root
 * account). Signing is local (viem accounts); everything else is forwarded to the chain's RPC.
 *
 * Only the demo build contains this file (see index.ts): these keys are public, never use them
 * for value.
 */
import { isHex, type TypedDataDefinition } from 'viem';
import { type HDAccount, HDKey, hdKeyToAccount, mnemonicToAccount } from 'viem/accounts';
import type { Eip1193Listener, Eip1193Provider, Eip1193RequestArgs } from '../provider';

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEV_ACCOUNT_COUNT = 20;

/** BIP-39 seed via WebCrypto: one PBKDF2 instead of one per account. */
async function seedFromMnemonic(mnemonic: string): Promise<Uint8Array | null> {
  const subtle = globalThis.crypto?.subtle; // missing outside secure contexts (plain-http LAN)
  if (!subtle) return null;
  const enc = new TextEncoder();
  const key = await subtle.importKey(
    'raw',
    enc.encode(mnemonic.normalize('NFKD')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-512', salt: enc.encode('mnemonic'), iterations: 2048 },
    key,
    512,
  );
  return new Uint8Array(bits);
}

let rootKey: Promise<HDKey | null> | undefined;

/** The dev account at `index` (m/44'/60'/0'/0/index, as Hardhat derives them). */
export async function devAccount(index: number): Promise<HDAccount> {
  if (!Number.isInteger(index) || index < 0 || index >= DEV_ACCOUNT_COUNT) {
    throw new RangeError(`Dev account index must be 0..${DEV_ACCOUNT_COUNT - 1}: ${index}`);
  }
  rootKey ??= seedFromMnemonic(DEV_MNEMONIC).then((seed) => seed && HDKey.fromMasterSeed(seed));
  const root = await rootKey;
  return root
    ? hdKeyToAccount(root, { addressIndex: index })
    : mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
}

export async function devAddresses(): Promise<string[]> {
  const accounts = await Promise.all(
    Array.from({ length: DEV_ACCOUNT_COUNT }, (_, i) => devAccount(i)),
  );
  return accounts.map((a) => a.address);
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface DevWalletOptions {
  /** The chain's JSON-RPC URL; relative URLs ('/rpc') resolve against the page. */
  rpcUrl: string;
  chainId: number;
  index: number;
}

export interface DevWalletProvider extends Eip1193Provider {
  readonly isDevWallet: true;
  readonly index: number;
  readonly address: string;
  /** Switches account and emits accountsChanged, like a real wallet. */
  setAccount(index: number): Promise<void>;
}

const params = (args: Eip1193RequestArgs): readonly unknown[] =>
  Array.isArray(args.params) ? args.params : [];

export async function createDevWalletProvider(opts: DevWalletOptions): Promise<DevWalletProvider> {
  const url = new URL(opts.rpcUrl, globalThis.location?.href).href;
  let index = opts.index;
  let account = await devAccount(index);
  const listeners = new Map<string, Set<Eip1193Listener>>();
  let rpcId = 0;

  async function forward(method: string, rpcParams: unknown): Promise<unknown> {
    rpcId += 1;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: rpcId, method, params: rpcParams ?? [] }),
    });
    const body = (await res.json()) as {
      result?: unknown;
      error?: { code: number; message: string };
    };
    if (body.error) throw new RpcError(body.error.code, body.error.message);
    return body.result;
  }

  function emit(event: string, ...args: unknown[]) {
    for (const fn of listeners.get(event) ?? []) (fn as (...a: unknown[]) => void)(...args);
  }

  function checkFrom(from: unknown) {
    if (typeof from === 'string' && from.toLowerCase() !== account.address.toLowerCase()) {
      throw new RpcError(4100, `The dev wallet does not hold ${from}`);
    }
  }

  const big = (v: unknown) => (typeof v === 'string' && isHex(v) ? BigInt(v) : undefined);
  const hex = (v: unknown) => (typeof v === 'string' && isHex(v) ? v : undefined);

  /** Fills what the dapp left out, signs locally (legacy gas price) and sends the raw bytes. */
  async function sendTransaction(tx: Record<string, unknown>): Promise<unknown> {
    const from = account.address;
    const call = { from, to: tx.to, data: tx.data, value: tx.value };
    const [nonce, gas, gasPrice] = await Promise.all([
      big(tx.nonce) ?? BigInt(String(await forward('eth_getTransactionCount', [from, 'pending']))),
      big(tx.gas) ?? BigInt(String(await forward('eth_estimateGas', [call]))),
      big(tx.gasPrice) ?? BigInt(String(await forward('eth_gasPrice', []))),
    ]);
    const raw = await account.signTransaction({
      type: 'legacy',
      chainId: opts.chainId,
      nonce: Number(nonce),
      to: hex(tx.to),
      data: hex(tx.data),
      value: big(tx.value),
      gas,
      gasPrice,
    });
    return forward('eth_sendRawTransaction', [raw]);
  }

  const provider: DevWalletProvider = {
    isDevWallet: true,
    get index() {
      return index;
    },
    get address() {
      return account.address;
    },
    async request(args) {
      const p = params(args);
      switch (args.method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address];
        case 'personal_sign': {
          const [data, from] = p;
          checkFrom(from);
          if (typeof data !== 'string') throw new RpcError(-32602, 'personal_sign needs a message');
          return account.signMessage({ message: isHex(data) ? { raw: data } : data });
        }
        case 'eth_signTypedData_v4': {
          const [from, json] = p;
          checkFrom(from);
          const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition;
          return account.signTypedData(typed);
        }
        case 'eth_sendTransaction': {
          const tx = (p[0] ?? {}) as Record<string, unknown>;
          checkFrom(tx.from);
          return sendTransaction(tx);
        }
        case 'wallet_switchEthereumChain': {
          const wanted = Number((p[0] as { chainId?: string } | undefined)?.chainId);
          if (wanted !== opts.chainId)
            throw new RpcError(4902, 'The dev wallet knows only the local chain');
          return null;
        }
        case 'wallet_addEthereumChain':
          throw new RpcError(4200, 'The dev wallet cannot add chains');
        default:
          return forward(args.method, args.params);
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    async setAccount(next) {
      account = await devAccount(next);
      index = next;
      emit('accountsChanged', [account.address]);
    },
  };
  return provider;
}
