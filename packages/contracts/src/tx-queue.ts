import {
  type Abi,
  type Address,
  createPublicClient,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
  type PublicClient,
} from 'viem';
import { tokenAbi } from './abis';

// Generous fixed limit for ERC-20 transfers (~35-52k used): skips an estimate per transfer.
const TRANSFER_GAS = 100_000n;

/**
 * Sends transactions back to back with explicit nonces and one fee quote, then waits for all
 * receipts at `flush()`. Transactions sent between two flushes must not depend on each other
 * (gas is estimated against the last flushed state), which is how deployAll groups them.
 */
export class TxQueue {
  private pending: Hash[] = [];
  private constructor(
    readonly client: PublicClient,
    readonly chainId: number,
    private readonly account: LocalAccount,
    private nonce: number,
    private readonly fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
  ) {}

  static async open(rpcUrl: string, account: LocalAccount): Promise<TxQueue> {
    const chainId = await createPublicClient({ transport: http(rpcUrl) }).getChainId();
    const chain = defineChain({
      id: chainId,
      name: `chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    });
    // Receipts are polled every 50 ms: the local chain mines each transaction at once.
    const client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 });
    const nonce = await client.getTransactionCount({
      address: account.address,
      blockTag: 'pending',
    });
    const fees = await client.estimateFeesPerGas();
    return new TxQueue(client, chainId, account, nonce, fees);
  }

  /** The hash of the most recent transaction not yet flushed. */
  lastHash(): Hash {
    const hash = this.pending.at(-1);
    if (!hash) throw new Error('no unflushed transaction');
    return hash;
  }

  async deploy(abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> {
    const address = getContractAddress({ from: this.account.address, nonce: BigInt(this.nonce) });
    await this.send(undefined, encodeDeployData({ abi, bytecode, args }));
    return address;
  }

  async call(to: Address, abi: Abi, functionName: string, args: readonly unknown[]): Promise<void> {
    await this.send(to, encodeFunctionData({ abi, functionName, args }));
  }

  async transfer(token: Address, to: Address, amount: bigint): Promise<void> {
    const data = encodeFunctionData({
      abi: tokenAbi,
      functionName: 'transfer',
      args: [to, amount],
    });
    await this.send(token, data, TRANSFER_GAS);
  }

  private async send(to: Address | undefined, data: Hex, gasLimit?: bigint): Promise<void> {
    const from = this.account.address;
    const gas =
      gasLimit ?? ((await this.client.estimateGas({ account: from, to, data })) * 12n) / 10n;
    const serialized = await this.account.signTransaction({
      type: 'eip1559',
      chainId: this.chainId,
      nonce: this.nonce,
      to,
      data,
      gas,
      ...this.fees,
    });
    this.pending.push(await this.client.sendRawTransaction({ serializedTransaction: serialized }));
    this.nonce += 1;
  }

  async flush(): Promise<void> {
    const hashes = this.pending;
    this.pending = [];
    const receipts = await Promise.all(
      hashes.map((hash) => this.client.waitForTransactionReceipt({ hash })),
    );
    const failed = receipts.find((r) => r.status !== 'success');
    if (failed) throw new Error(`Deployment transaction ${failed.transactionHash} reverted`);
  }
}
