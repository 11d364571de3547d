import type { RunningProduct } from '@xbond/api/start/product';
import { erc20Abi } from '@xbond/contracts/abis';
import { devAccounts } from '@xbond/contracts/chain';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { signInAs } from '../sign-in';
import { forEachLimited } from './pool';

/** What each user deposits of each asset: enough for every stake, swap and withdrawal. */
export const DEPOSIT = '5000';
const ASSETS = ['X', 'USDD'] as const;
const SETUP_CONCURRENCY = 16;
const ZERO = /^0(\.0*)?$/;

export interface LoadUser {
  address: Address;
  token: string;
}

/**
 * `count` users with fresh keys, each signed up by SIWE with the genesis invite code, given
 * ETH (anvil_setBalance) and X and USDD by the operator on chain, and then depositing both
 * into the Vault from its own address; resolves once the watcher credited every deposit.
 */
export async function setUpUsers(
  product: RunningProduct,
  origin: string,
  count: number,
  progress: (ready: number) => void = () => {},
): Promise<LoadUser[]> {
  const { deployment, config } = product;
  const transport = http(product.chain.rpcUrl);
  const client = createPublicClient({ chain: foundry, transport });
  const tester = createTestClient({ chain: foundry, transport, mode: 'anvil' });
  // Dev account 0 deployed the tokens and holds the rest of their supply.
  const [deployer] = devAccounts(1);
  if (!deployer) throw new Error('no dev account 0');
  const operator = createWalletClient({ chain: foundry, transport, account: deployer });
  // The operator's transfers go out one at a time (one nonce sequence); the users' in parallel.
  let operatorQueue: Promise<unknown> = Promise.resolve();
  const fromOperator = (to: Address, asset: (typeof ASSETS)[number]) => {
    const sent = operatorQueue.then(() =>
      operator.writeContract({
        address: deployment.tokens[asset].address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(DEPOSIT, deployment.tokens[asset].decimals)],
      }),
    );
    operatorQueue = sent.catch(() => {});
    return sent;
  };
  const users: LoadUser[] = new Array(count);
  let ready = 0;
  await forEachLimited(users, SETUP_CONCURRENCY, async (_, i) => {
    const account = privateKeyToAccount(generatePrivateKey());
    const token = await signInAs(origin, product.chain.chainId, account, config.genesisInviteCode);
    await tester.setBalance({ address: account.address, value: parseEther('1') });
    const funded: Hash[] = [];
    for (const asset of ASSETS) funded.push(await fromOperator(account.address, asset));
    for (const hash of funded) await client.waitForTransactionReceipt({ hash });
    const wallet = createWalletClient({ chain: foundry, transport, account });
    let last: Hash | undefined;
    for (const asset of ASSETS) {
      last = await wallet.writeContract({
        address: deployment.tokens[asset].address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [deployment.vault, parseUnits(DEPOSIT, deployment.tokens[asset].decimals)],
      });
    }
    if (last) await client.waitForTransactionReceipt({ hash: last });
    users[i] = { address: account.address, token };
    ready++;
    if (ready % 100 === 0) progress(ready);
  });
  await product.app.watcher.tick();
  await forEachLimited(users, SETUP_CONCURRENCY, (user) => awaitCredited(origin, user));
  return users;
}

/** Resolves once the user's wallet shows both deposits (the watcher may still be on them). */
async function awaitCredited(origin: string, user: LoadUser): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await fetch(`${origin}/api/v2/user/wallet`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    const body = (await res.json()) as {
      data: { balances: { asset: string; available: string }[] };
    };
    const credited = ASSETS.every((asset) =>
      body.data.balances.some((b) => b.asset === asset && !ZERO.test(b.available)),
    );
    if (credited) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the deposits of ${user.address} were never credited`);
}
