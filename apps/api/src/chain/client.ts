import { createPublicClient, http, type PublicClient } from 'viem';

export interface ChainContext {
  client: PublicClient;
  chainId: number;
  /** The RPC the API itself uses. */
  rpcUrl: string;
  /** True when the API started the chain (the demo): it then proxies it at /rpc. */
  local: boolean;
}

/** Connects to the chain and reads its id once. */
export async function connectChain(rpcUrl: string, local: boolean): Promise<ChainContext> {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 15_000 }) });
  const chainId = await client.getChainId();
  return { client, chainId, rpcUrl, local };
}
