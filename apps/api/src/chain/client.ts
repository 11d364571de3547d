import { createPublicClient, http, type PublicClient } from 'viem';
import type { ChainKeeper } from './keeper';

export interface ChainContext {
  client: PublicClient;
  chainId: number;
  /** The RPC the API itself uses. */
  rpcUrl: string;
  /** True when the API started the chain (the demo): it then proxies it at /rpc. */
  local: boolean;
  /**
   * The newest block up to `block` whose credits may be booked: on the local chain, what its
   * saved state holds (the keeper saves on demand); on a real chain, `block` itself.
   */
  durable(block: bigint): Promise<bigint>;
  /** The local chain's own controls (its clock follows the demo clock); null on a real chain. */
  demo: DemoChain | null;
}

export interface DemoChain {
  /** The chain's clock jumps to `at`; with `mine`, a block is mined at that time. */
  setTime(at: Date, options?: { mine?: boolean }): Promise<void>;
  /** The latest block's time. */
  latestTime(): Promise<Date>;
  keeper: ChainKeeper;
}

/** Connects to the chain and reads its id once; `keeper` = the chain the product started. */
export async function connectChain(
  rpcUrl: string,
  local: boolean,
  keeper?: ChainKeeper,
): Promise<ChainContext> {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 15_000 }) });
  const chainId = await client.getChainId();
  return {
    client,
    chainId,
    rpcUrl,
    local,
    durable: keeper ? (block) => keeper.durable(block) : async (block) => block,
    demo: keeper ? demoChain(client, keeper) : null,
  };
}

/** Anvil's time controls (`evm_setTime` sets the clock new blocks are stamped with). */
function demoChain(client: PublicClient, keeper: ChainKeeper): DemoChain {
  const rpc = (method: string, params: unknown[]) =>
    client.request({ method, params } as never) as Promise<unknown>;
  return {
    keeper,
    async setTime(at, options) {
      await rpc('evm_setTime', [Math.floor(at.getTime() / 1000)]);
      if (options?.mine) await rpc('evm_mine', []);
    },
    async latestTime() {
      const block = await client.getBlock({ blockTag: 'latest' });
      return new Date(Number(block.timestamp) * 1000);
    },
  };
}
