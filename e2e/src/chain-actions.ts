/** What a test does on the local chain from Node: a dev account's own transfers. */
import { uniswapV2PairAbi } from '@xbond/contracts/abis';
import { devAccounts } from '@xbond/contracts/chain';
import type { TokenList } from '@xbond/shared/api/common';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  parseEther,
  parseUnits,
} from 'viem';
import { foundry } from 'viem/chains';

/** Dev account `index` (a local key of the public development mnemonic). */
export function devAccount(index: number) {
  const account = devAccounts(index + 1)[index];
  if (!account) throw new Error(`no dev account ${index}`);
  return account;
}

export async function tokenList(baseUrl: string): Promise<TokenList> {
  const res = await fetch(`${baseUrl}/api/v2/common/token`);
  return ((await res.json()) as { data: TokenList }).data;
}

/** An account's balance of a token on chain, in base units (exact). */
export function balanceOnChain(rpcUrl: string, token: string, owner: string): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: getAddress(token),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [getAddress(owner)],
  });
}

/** An ERC-20 transfer of whole units from a dev account, mined. */
export async function transferFrom(
  rpcUrl: string,
  index: number,
  token: string,
  to: string,
  amount: string,
) {
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ chain: foundry, transport, account: devAccount(index) });
  const hash = await wallet.writeContract({
    address: getAddress(token),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [getAddress(to), parseUnits(amount, 18)],
  });
  await createPublicClient({ transport }).waitForTransactionReceipt({ hash, pollingInterval: 100 });
}

/**
 * Gives dev account `to` (one past the chain's funded accounts) gas and `amount` of `token`
 * from dev account `from`, so that it can send a transfer of its own.
 */
export async function fundAccount(
  rpcUrl: string,
  from: number,
  to: number,
  token: string,
  amount: string,
) {
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ chain: foundry, transport, account: devAccount(from) });
  const publicClient = createPublicClient({ transport });
  const gas = await wallet.sendTransaction({ to: devAccount(to).address, value: parseEther('1') });
  await publicClient.waitForTransactionReceipt({ hash: gas, pollingInterval: 100 });
  await transferFrom(rpcUrl, from, token, devAccount(to).address, amount);
}

/**
 * Sells `amount` X into the X/USDD pair from dev account `index` (Uniswap V2: transfer in,
 * then swap out at the constant-product price less its 0.3% fee): X's price falls.
 */
export async function sellX(
  rpcUrl: string,
  index: number,
  list: TokenList,
  amount: string,
): Promise<void> {
  const token = (asset: string) => list.tokens.find((t) => t.asset === asset)?.contractAddress;
  const x = token('X');
  // The LP asset is the X/USDD pair's own token.
  const pair = token('LP');
  if (!x || !pair) throw new Error('no X or LP token');
  const transport = http(rpcUrl, { retryCount: 0 });
  const client = createPublicClient({ transport });
  const read = { address: getAddress(pair), abi: uniswapV2PairAbi } as const;
  const [token0, [r0, r1]] = await Promise.all([
    client.readContract({ ...read, functionName: 'token0' }),
    client.readContract({ ...read, functionName: 'getReserves' }),
  ]);
  const xIs0 = token0.toLowerCase() === x.toLowerCase();
  const [reserveIn, reserveOut] = xIs0 ? [r0, r1] : [r1, r0];
  const amountIn = parseUnits(amount, 18);
  const out = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);
  await transferFrom(rpcUrl, index, x, pair, amount);
  const wallet = createWalletClient({ chain: foundry, transport, account: devAccount(index) });
  const hash = await wallet.writeContract({
    ...read,
    functionName: 'swap',
    args: [xIs0 ? 0n : out, xIs0 ? out : 0n, devAccount(index).address, '0x'],
  });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
}

/** What a signed-in user has available of `asset`, in base units, as the API answers it. */
export async function availableOf(baseUrl: string, token: string, asset: string): Promise<bigint> {
  const res = await fetch(`${baseUrl}/api/v2/user/wallet`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const wallet = (await res.json()) as {
    data: { balances: { asset: string; available: string }[] };
  };
  return parseUnits(wallet.data.balances.find((b) => b.asset === asset)?.available ?? '0', 18);
}

/**
 * Waits until the chain watcher has credited at least `amount` (whole units) of `asset`: on a
 * busy machine that may take long, so only the test's own limit ends the wait.
 */
export async function waitCredited(baseUrl: string, token: string, asset: string, amount: string) {
  while ((await availableOf(baseUrl, token, asset)) < parseUnits(amount, 18)) {
    await new Promise((r) => setTimeout(r, 250));
  }
}
