/**
 * Wallet helpers of spec sections 3 and 7, on viem over the wallet's EIP-1193 provider (reads
 * go through the wallet too, so they follow whatever chain it is on). Loaded on demand.
 *
 * Errors follow the catalogue (spec section 8): no provider -> logged, WalletNotFoundError;
 * connection failure -> logged 'connection failed', WalletConnectionError; a contract without
 * ABI or address -> logged, ContractArgsError; transfer or balance errors -> logged and
 * rejected with the original error.
 */
import { formatAmount, parseAmount } from '@xbond/shared/amount';
import {
  type Abi,
  type Address,
  type Client,
  createClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type GetContractReturnType,
  getContract,
  type Hash,
  isAddress,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';
// Tree-shakable actions on a bare client: createPublicClient/createWalletClient would bring
// every public and wallet action (ENS, multicall, ...) and triple this chunk (50 KB budget).
import {
  estimateGas,
  getGasPrice,
  getTransactionReceipt,
  readContract,
  sendTransaction,
} from 'viem/actions';
import { type Eip1193Provider, getProvider, requestAccounts, requireProvider } from './provider';

/** Spec section 9: the receipt check waits one second between tries. */
export const RECEIPT_POLL_MS = 1000;

export class ContractArgsError extends Error {
  override readonly name = 'ContractArgsError';
  constructor(detail: string) {
    super(`Cannot create the contract: ${detail}`);
  }
}

function clients(provider: Eip1193Provider) {
  // viem's custom transport takes any EIP-1193 `request`; the wallet decides about retries.
  const transport = custom({ request: (args) => provider.request(args) }, { retryCount: 0 });
  return { publicClient: createClient({ transport }), walletClient: createClient({ transport }) };
}

type WalletClients = { public: Client; wallet: Client };

function toAddress(value: string, what: string): Address {
  if (!isAddress(value, { strict: false })) throw new TypeError(`Invalid ${what}: ${value}`);
  return value;
}

export interface CreateContractInput<TAbi extends Abi> {
  /** An ABI array, or the same as a JSON string. */
  abi: TAbi | string | null | undefined;
  address: string | null | undefined;
}

/** A contract object (viem `getContract`) bound to the wallet; refused without ABI or address. */
export async function createContract<const TAbi extends Abi = Abi>(
  input: CreateContractInput<TAbi>,
  provider = getProvider(),
): Promise<GetContractReturnType<TAbi, WalletClients>> {
  if (!input.abi || !input.address) {
    console.error('Creating a contract needs both an ABI and an address', {
      abi: Boolean(input.abi),
      address: input.address,
    });
    throw new ContractArgsError(!input.abi ? 'no ABI' : 'no address');
  }
  let parsed: unknown;
  try {
    parsed = typeof input.abi === 'string' ? JSON.parse(input.abi) : input.abi;
  } catch (error) {
    console.error('The contract ABI is not valid JSON', error);
    throw new ContractArgsError('ABI is not valid JSON');
  }
  if (!Array.isArray(parsed)) {
    console.error('The contract ABI is not an array', parsed);
    throw new ContractArgsError('ABI is not an array');
  }
  // A JSON ABI cannot be checked against TAbi at run time; the caller's type argument says it.
  const abi = (typeof input.abi === 'string' ? parsed : input.abi) as TAbi;
  if (!isAddress(input.address, { strict: false })) {
    console.error('The contract address is not an address', input.address);
    throw new ContractArgsError('invalid address');
  }
  const { publicClient, walletClient } = clients(requireProvider(provider));
  return getContract({
    abi,
    address: input.address,
    client: { public: publicClient, wallet: walletClient },
  });
}

export interface BalanceInput {
  contractAddress: string;
  address: string;
  /** Read from the token when missing. */
  decimals?: number;
}

/**
 * A token balance as an exact decimal string: raw / 10^decimals. (The spec says "a number";
 * a JS number would round 18-decimal balances, so the exact string is returned instead.)
 */
export async function getTokenBalance(input: BalanceInput, provider = getProvider()) {
  const wallet = requireProvider(provider);
  try {
    const { publicClient } = clients(wallet);
    const token = toAddress(input.contractAddress, 'token address');
    const owner = toAddress(input.address, 'owner address');
    const [raw, decimals] = await Promise.all([
      readContract(publicClient, {
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
      input.decimals ??
        readContract(publicClient, { address: token, abi: erc20Abi, functionName: 'decimals' }),
    ]);
    return formatAmount(raw, Number(decimals));
  } catch (error) {
    console.error('balance query failed', error);
    throw error;
  }
}

export interface TransferInput {
  contractAddress: string;
  recipientAddress: string;
  /** A decimal string in token units ('12.5'); scaled by the token's decimals. */
  amount: string;
  /** Read from the token contract when missing. */
  decimals?: number;
  /** Defaults to the wallet's first account. */
  senderAddress?: string;
}

/**
 * ERC-20 transfer (spec section 7): read decimals if missing, default the sender to the first
 * account, read the gas price, estimate gas for the sender, then send with from, gas and
 * gasPrice. Resolves with the transaction hash.
 */
export async function transferToken(input: TransferInput, provider = getProvider()): Promise<Hash> {
  const wallet = requireProvider(provider);
  try {
    const { publicClient, walletClient } = clients(wallet);
    const token = toAddress(input.contractAddress, 'token address');
    // Spec section 5 checks the recipient without acting on it; we refuse a malformed one
    // before asking the wallet for anything (it could never be encoded anyway).
    const recipient = toAddress(input.recipientAddress, 'recipient address');
    const decimals =
      input.decimals ??
      Number(
        await readContract(publicClient, {
          address: token,
          abi: erc20Abi,
          functionName: 'decimals',
        }),
      );
    const sender = input.senderAddress ?? (await requestAccounts(wallet))[0] ?? '';
    const from = toAddress(sender, 'sender address');
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseAmount(input.amount, decimals)],
    });
    const gasPrice = await getGasPrice(publicClient);
    const gas = await estimateGas(publicClient, { account: from, to: token, data });
    return await sendTransaction(walletClient, {
      account: from,
      to: token,
      data,
      gas,
      gasPrice,
      chain: null,
    });
  } catch (error) {
    console.error('token transfer failed', error);
    throw error;
  }
}

export interface ReceiptResult {
  /** Spec section 4: status 1 is success, anything else is failure. */
  success: boolean;
  receipt: TransactionReceipt;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls every second until the receipt exists (the spec sets no time-out). */
export async function waitForReceipt(
  hash: Hash,
  provider = getProvider(),
  intervalMs = RECEIPT_POLL_MS,
): Promise<ReceiptResult> {
  const { publicClient } = clients(requireProvider(provider));
  for (;;) {
    try {
      const receipt = await getTransactionReceipt(publicClient, { hash });
      return { success: receipt.status === 'success', receipt };
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) {
        console.error('receipt query failed', error);
        throw error;
      }
    }
    await sleep(intervalMs);
  }
}
