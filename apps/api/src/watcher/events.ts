import { erc20Abi, vaultAbi } from '@xbond/contracts/abis';
import type { Asset } from '@xbond/shared/assets';
import {
  type Address,
  getAbiItem,
  getAddress,
  type Hash,
  type Log,
  type PublicClient,
  parseEventLogs,
} from 'viem';
import type { AssetBook } from '../ledger/assets';

/** Where an event is on the chain: its identity for exactly-once crediting. */
export interface EventPosition {
  chainId: number;
  txHash: Hash;
  logIndex: number;
  blockNumber: bigint;
}

/** An ERC-20 transfer of one of our assets into the Vault. */
export interface DepositEvent extends EventPosition {
  kind: 'deposit';
  asset: Asset;
  token: Address;
  from: Address;
  to: Address;
  amount: bigint;
}

/** The Vault paid a voucher. */
export interface ClaimEvent extends EventPosition {
  kind: 'claim';
  vault: Address;
  asset: Asset | undefined;
  token: Address;
  user: Address;
  amount: bigint;
  nonce: bigint;
}

export const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' });
export const claimedEvent = getAbiItem({ abi: vaultAbi, name: 'Claimed' });

const position = (chainId: number, log: Log<bigint, number, false>): EventPosition => ({
  chainId,
  txHash: log.transactionHash,
  logIndex: log.logIndex,
  blockNumber: log.blockNumber,
});

/** The Transfer logs among `logs` that move one of our assets; `to` unfiltered. */
export function decodeTransfers(
  book: AssetBook,
  chainId: number,
  logs: Log<bigint, number, false>[],
): DepositEvent[] {
  const out: DepositEvent[] = [];
  for (const log of parseEventLogs({ abi: [transferEvent], logs, eventName: 'Transfer' })) {
    const asset = book.assetOf(log.address);
    if (!asset) continue;
    out.push({
      ...position(chainId, log),
      kind: 'deposit',
      asset,
      token: getAddress(log.address),
      from: getAddress(log.args.from),
      to: getAddress(log.args.to),
      amount: log.args.value,
    });
  }
  return out;
}

/** The Vault's Claimed logs among `logs`. */
export function decodeClaims(
  book: AssetBook,
  chainId: number,
  logs: Log<bigint, number, false>[],
): ClaimEvent[] {
  const vault = book.custody.toLowerCase();
  return parseEventLogs({ abi: [claimedEvent], logs, eventName: 'Claimed' })
    .filter((log) => log.address.toLowerCase() === vault)
    .map((log) => ({
      ...position(chainId, log),
      kind: 'claim',
      vault: getAddress(log.address),
      asset: book.assetOf(log.args.token),
      token: getAddress(log.args.token),
      user: getAddress(log.args.user),
      amount: log.args.amount,
      nonce: log.args.nonce,
    }));
}

/**
 * Every transfer of our assets into the Vault and every Claimed event of the Vault in
 * [fromBlock, toBlock], in chain order.
 */
export async function fetchVaultEvents(
  client: PublicClient,
  book: AssetBook,
  chainId: number,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<(DepositEvent | ClaimEvent)[]> {
  const [transfers, claims] = await Promise.all([
    client.getLogs({
      address: book.addresses(),
      event: transferEvent,
      args: { to: book.custody },
      fromBlock,
      toBlock,
    }),
    client.getLogs({ address: book.custody, event: claimedEvent, fromBlock, toBlock }),
  ]);
  const events = [
    ...decodeTransfers(book, chainId, transfers as Log<bigint, number, false>[]).filter(
      (e) => e.to === book.custody,
    ),
    ...decodeClaims(book, chainId, claims as Log<bigint, number, false>[]),
  ];
  return events.sort((a, b) =>
    a.blockNumber === b.blockNumber
      ? a.logIndex - b.logIndex
      : a.blockNumber < b.blockNumber
        ? -1
        : 1,
  );
}
