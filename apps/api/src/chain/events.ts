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

/**
 * What the events are read with: our assets' token addresses and the custody (the Vault).
 * The ledger's AssetBook is one; named here so the chain's code stays below the ledger.
 */
export interface VaultAddresses {
  readonly custody: Address;
  assetOf(token: string): Asset | undefined;
  addresses(): Address[];
}

/**
 * Where an event is on the chain. Its identity for exactly-once crediting is the transaction
 * and the log's place in that transaction's receipt (`txLogIndex`): a reorg can mine the same
 * transaction in another block, where its logs get other block-wide `logIndex`es.
 */
export interface EventPosition {
  chainId: number;
  txHash: Hash;
  /** The log's place in the block: it changes when a reorg moves the transaction. */
  logIndex: number;
  /** The log's place in its transaction's receipt (0 = its first log): it never changes. */
  txLogIndex: number;
  blockNumber: bigint;
}

type ChainLog = Log<bigint, number, false>;
/** A log's place in its transaction's receipt. */
export type LogPlace = (log: ChainLog) => number;

/** Places read from one receipt's logs: a receipt holds its transaction's logs in order. */
export function placesInReceipt(receiptLogs: readonly ChainLog[]): LogPlace {
  const first = receiptLogs[0]?.logIndex ?? 0;
  return (log) => log.logIndex - first;
}

/**
 * Places of logs found by a log query, from their transactions' receipts (one request per
 * transaction). A receipt from another block than the log means the chain moved under the
 * read: it throws, and the tick is tried again.
 */
export async function placesFromReceipts(
  client: PublicClient,
  logs: readonly ChainLog[],
): Promise<LogPlace> {
  const blocks = new Map(logs.map((log) => [log.transactionHash, log.blockHash]));
  const firsts = new Map<Hash, number>();
  await Promise.all(
    [...blocks].map(async ([hash, blockHash]) => {
      const receipt = await client.getTransactionReceipt({ hash });
      if (receipt.blockHash !== blockHash) {
        throw new Error(`transaction ${hash} moved to another block while read`);
      }
      firsts.set(hash, receipt.logs[0]?.logIndex ?? 0);
    }),
  );
  return (log) => log.logIndex - (firsts.get(log.transactionHash) ?? 0);
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

/** What the watcher reads from the chain, each handled by the handler of its kind. */
export type VaultEvent = DepositEvent | ClaimEvent;

export const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' });
export const claimedEvent = getAbiItem({ abi: vaultAbi, name: 'Claimed' });

const position = (chainId: number, log: ChainLog, place: LogPlace): EventPosition => ({
  chainId,
  txHash: log.transactionHash,
  logIndex: log.logIndex,
  txLogIndex: place(log),
  blockNumber: log.blockNumber,
});

/** The Transfer logs among `logs` that move one of our assets; `to` unfiltered. */
export function decodeTransfers(
  book: VaultAddresses,
  chainId: number,
  logs: ChainLog[],
  place: LogPlace,
): DepositEvent[] {
  const out: DepositEvent[] = [];
  for (const log of parseEventLogs({ abi: [transferEvent], logs, eventName: 'Transfer' })) {
    const asset = book.assetOf(log.address);
    if (!asset) continue;
    out.push({
      ...position(chainId, log, place),
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
  book: VaultAddresses,
  chainId: number,
  logs: ChainLog[],
  place: LogPlace,
): ClaimEvent[] {
  const vault = book.custody.toLowerCase();
  return parseEventLogs({ abi: [claimedEvent], logs, eventName: 'Claimed' })
    .filter((log) => log.address.toLowerCase() === vault)
    .map((log) => ({
      ...position(chainId, log, place),
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
  book: VaultAddresses,
  chainId: number,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<VaultEvent[]> {
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
  const logs = [...transfers, ...claims] as ChainLog[];
  const place = await placesFromReceipts(client, logs);
  const events = [
    ...decodeTransfers(book, chainId, transfers as ChainLog[], place).filter(
      (e) => e.to === book.custody,
    ),
    ...decodeClaims(book, chainId, claims as ChainLog[], place),
  ];
  return events.sort((a, b) =>
    a.blockNumber === b.blockNumber
      ? a.logIndex - b.logIndex
      : a.blockNumber < b.blockNumber
        ? -1
        : 1,
  );
}
