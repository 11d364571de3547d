// Moving a market price for real: a swap on the pair on chain, as any trader would make.
import { uniswapV2PairAbi } from '@xbond/contracts/abis';
import type { Deployment } from '@xbond/contracts/deploy';
import { createPublicClient, createWalletClient, http, type LocalAccount, parseUnits } from 'viem';
import { foundry } from 'viem/chains';
import { transfer } from './product';

/** Sells `amount` whole `asset` into its pair with USDD from `seller`: its price falls. */
export async function sellIntoPair(
  rpcUrl: string,
  deployment: Deployment,
  seller: LocalAccount,
  asset: 'X' | 'TNB',
  amount: string,
) {
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ chain: foundry, transport, account: seller });
  const client = createPublicClient({ chain: foundry, transport });
  const pair = deployment.pairs[asset === 'X' ? 'X_USDD' : 'TNB_USDD'].address;
  const token = deployment.tokens[asset].address;
  const read = { address: pair, abi: uniswapV2PairAbi } as const;
  const [token0, [r0, r1]] = await Promise.all([
    client.readContract({ ...read, functionName: 'token0' }),
    client.readContract({ ...read, functionName: 'getReserves' }),
  ]);
  const sellsToken0 = token0.toLowerCase() === token.toLowerCase();
  const [reserveIn, reserveOut] = sellsToken0 ? [r0, r1] : [r1, r0];
  const amountIn = parseUnits(amount, 18);
  // Uniswap V2's getAmountOut, its 0.3% fee included.
  const out = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);
  await transfer(rpcUrl, seller, token, pair, amount);
  const hash = await wallet.writeContract({
    ...read,
    functionName: 'swap',
    args: [sellsToken0 ? 0n : out, sellsToken0 ? out : 0n, seller.address, '0x'],
  });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

/** The reserves of `asset`'s pair with USDD, and its LP supply, as the chain holds them now. */
export async function pairReserves(rpcUrl: string, deployment: Deployment, asset: 'X' | 'TNB') {
  const client = createPublicClient({ chain: foundry, transport: http(rpcUrl, { retryCount: 0 }) });
  const read = {
    address: deployment.pairs[asset === 'X' ? 'X_USDD' : 'TNB_USDD'].address,
    abi: uniswapV2PairAbi,
  } as const;
  const [token0, [r0, r1], supply] = await Promise.all([
    client.readContract({ ...read, functionName: 'token0' }),
    client.readContract({ ...read, functionName: 'getReserves' }),
    client.readContract({ ...read, functionName: 'totalSupply' }),
  ]);
  const tokenIs0 = token0.toLowerCase() === deployment.tokens[asset].address.toLowerCase();
  return { token: tokenIs0 ? r0 : r1, usdd: tokenIs0 ? r1 : r0, supply };
}
