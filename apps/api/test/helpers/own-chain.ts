// A local chain of a test file's own, for tests that move X's price (the other files read the
// shared chain's pairs) or take the chain away. Each database's run deploys its own contracts
// on it, so each starts at the seeded price (1 X = 0.5 USDD) with rich dev accounts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uniswapV2PairAbi } from '@xbond/contracts/abis';
import { devAccounts, type LocalChain, startLocalChain } from '@xbond/contracts/chain';
import { type Deployment, deployAll } from '@xbond/contracts/deploy';
import { createPublicClient, createWalletClient, http, type LocalAccount, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/db';
import type { Clock } from '../../src/time/clock';
import { createMoneyApp, TEST_SIGNER_KEY } from './money';
import { transfer } from './product';

/** Dev accounts of the own chain: 0 deploys and operates, the others are funded users. */
export const ownAccounts = devAccounts(4);
export const ownAccount = (i: number): LocalAccount => {
  const a = ownAccounts[i];
  if (!a) throw new Error(`no dev account ${i}`);
  return a;
};

export interface OwnChain {
  /** The chain itself: deployments and wallets talk to it. */
  readonly rpcUrl: string;
  /** The relay the app talks to: switch it off and the chain "does not answer" the app. */
  readonly appRpcUrl: string;
  answer(up: boolean): void;
}

/**
 * Starts the chain and its relay before the file's tests and stops them after. `genesis` pins
 * the chain's time to the test's fixed dates rather than the day the test runs.
 */
export function ownChain(genesis?: string): OwnChain {
  let chain: LocalChain | undefined;
  let relay: Awaited<ReturnType<typeof switchableRpc>> | undefined;
  beforeAll(async () => {
    chain = await startLocalChain({
      port: 0,
      genesisTime: genesis === undefined ? undefined : new Date(genesis),
    });
    relay = await switchableRpc(chain.rpcUrl);
  });
  afterAll(async () => {
    await relay?.close();
    await chain?.stop();
  });
  const started = () => {
    if (!chain || !relay) throw new Error('the own chain is not started');
    return { chain, relay };
  };
  return {
    get rpcUrl() {
      return started().chain.rpcUrl;
    },
    get appRpcUrl() {
      return started().relay.url;
    },
    answer(up) {
      started().relay.state.up = up;
    },
  };
}

/** Fresh contracts on the own chain: a Vault of their own, the other dev accounts funded. */
export function deployOwn(rpcUrl: string): Promise<Deployment> {
  return deployAll({
    rpcUrl,
    deployer: ownAccount(0),
    signerAddress: privateKeyToAccount(TEST_SIGNER_KEY).address,
    fundAccounts: ownAccounts.slice(1).map((a) => a.address),
  });
}

/** The real app on `db` over fresh contracts on the own chain (through its relay). */
export async function ownMoneyApp(
  db: Db,
  chain: OwnChain,
  clock: Clock,
  env: Record<string, string> = {},
) {
  const deployment = await deployOwn(chain.rpcUrl);
  const m = await createMoneyApp(db, ownAccount(0), env, deployment, {
    clock,
    rpcUrl: chain.appRpcUrl,
  });
  // The first tick registers the period jobs: their first periods are the ones in progress.
  await m.app.jobs.tick();
  return m;
}

/** The latest block's time: tests whose clock must not fall behind the chain's start from it. */
export async function chainTime(rpcUrl: string): Promise<Date> {
  const client = createPublicClient({ chain: foundry, transport: http(rpcUrl, { retryCount: 0 }) });
  const head = await client.getBlock({ blockTag: 'latest' });
  return new Date(Number(head.timestamp) * 1000);
}

/**
 * Swaps `amount` of `asset` into the X/USDD pair from `trader` (Uniswap V2's own flow: transfer
 * in, then `swap` for the output the reserves allow): selling X makes X cheaper, selling USDD
 * makes it dearer.
 */
export async function swapIntoPair(
  rpcUrl: string,
  deployment: Deployment,
  trader: LocalAccount,
  asset: 'X' | 'USDD',
  amount: string,
) {
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ chain: foundry, transport, account: trader });
  const client = createPublicClient({ chain: foundry, transport });
  const pair = deployment.pairs.X_USDD.address;
  const read = { address: pair, abi: uniswapV2PairAbi } as const;
  const [token0, [r0, r1]] = await Promise.all([
    client.readContract({ ...read, functionName: 'token0' }),
    client.readContract({ ...read, functionName: 'getReserves' }),
  ]);
  const tokenIn = deployment.tokens[asset].address;
  const inIs0 = token0.toLowerCase() === tokenIn.toLowerCase();
  const [reserveIn, reserveOut] = inIs0 ? [r0, r1] : [r1, r0];
  const amountIn = parseUnits(amount, 18);
  const out = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);
  await transfer(rpcUrl, trader, tokenIn, pair, amount);
  const hash = await wallet.writeContract({
    ...read,
    functionName: 'swap',
    args: [inIs0 ? 0n : out, inIs0 ? out : 0n, trader.address, '0x'],
  });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

/**
 * A JSON-RPC relay to `target` that can be switched off: the chain "does not answer", as when
 * a node is down, while the chain itself keeps its state.
 */
async function switchableRpc(target: string) {
  const state = { up: true };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (!state.up) {
        res.writeHead(503).end();
        return;
      }
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
