// The property test's world: a chain of its own (the run moves chain time and prices must not
// reach other files), a fresh database and deployment per database run, the app with its
// clock moved by hand, the services' contexts, and users signed up under one another.
import { erc20Abi, vaultAbi } from '@xbond/contracts/abis';
import { devAccounts } from '@xbond/contracts/chain';
import { deployAll } from '@xbond/contracts/deploy';
import type { Asset } from '@xbond/shared/assets';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  type HDAccount,
  http,
  parseUnits,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import type { LiquidityBondContext, ReserveBondContext } from '../../src/bonds/context';
import type { Db } from '../../src/db/db';
import type { InsuranceContext } from '../../src/insurance/context';
import { PriceOracle } from '../../src/market/oracle';
import { MarketPrices } from '../../src/market/prices';
import type { PledgeContext } from '../../src/pledge/context';
import type { TeamContext } from '../../src/team/context';
import type { TradingContext } from '../../src/trading/context';
import type { WithdrawalView } from '../../src/withdrawals/view';
import { manualClock } from '../helpers/clock';
import type { TestDatabase } from '../helpers/databases';
import { fixedSettings, fixedTrading } from '../helpers/fixed-settings';
import { createMoneyApp, type MoneyApp, TEST_SIGNER_KEY } from '../helpers/money';
import { swapIntoPair } from '../helpers/own-chain';
import { joinWith } from '../helpers/team';
import type { startTradingChain } from '../helpers/trading';
import type { Rng } from './rng';

type Chain = Awaited<ReturnType<typeof startTradingChain>>;

/** Account 0 deploys and operates (its transfers into the Vault top up the treasury). */
const accounts = devAccounts(10);
const operator = accounts[0] as HDAccount;

/**
 * The referral tree: [user, parent] (0 = the genesis account), four levels deep, so team
 * rewards pay direct and community shares through several levels.
 */
const TREE: [number, number][] = [
  [1, 0],
  [2, 1],
  [3, 1],
  [4, 2],
  [5, 2],
  [6, 4],
  [7, 6],
  [8, 3],
  [9, 8],
];

/** What each user brings in before the first step (whole units). */
const OPENING: Partial<Record<Asset, string>> = {
  X: '20000',
  USDD: '20000',
  TNB: '20000',
  Z: '3000',
  LP: '300',
};

/**
 * Small pools and a small treasury, so the run meets pro-rata days and epochs, empty pools,
 * sold-out bonds, swaps that queue until a top-up or an opposite swap fills them, and policies
 * the insurance pool cannot all cover; low team levels and a low exit cap, so levels, the cap
 * and burns matter.
 */
const ENV = {
  REWARD_POOL_FUNDING: '3000',
  PLEDGE_LIMIT: '6000',
  BOND_DAILY_CAPACITY: '3000',
  INSURANCE_POOL_FUNDING: '30',
  INSURANCE_MIN_RETURN_BPS: '5000',
  EARNINGS_CAP_MULTIPLE: '2',
  TEAM_LEVELS: '100:1:500,1000:2:1000',
};
const TREASURY = { X: '102000', USDD: '102000', TNB: '2000' };
/** How long a receipt may keep us waiting before a block is mined for it (see `mined`). */
const STRANDED_AFTER_MS = 20_000;

export interface User {
  index: number;
  account: HDAccount;
  id: string;
  /** The bearer header, for the steps that go through HTTP. */
  auth: string;
}

export interface World {
  db: Db;
  m: MoneyApp;
  clock: ReturnType<typeof manualClock>;
  rng: Rng;
  users: User[];
  pledge: PledgeContext;
  insurance: InsuranceContext;
  reserve: ReserveBondContext;
  liquidity: LiquidityBondContext;
  trading: TradingContext;
  team: TeamContext;
  /** Vouchers signed and not claimed yet, by withdrawal id. */
  vouchers: Map<string, { user: User; view: WithdrawalView }>;
  /** An ERC-20 transfer into the Vault, credited by the watcher. */
  deposit(from: HDAccount, asset: Asset, amount: string): Promise<void>;
  /** Redeems a voucher with Vault.claim from its user, then lets the watcher read it. */
  claim(user: User, view: WithdrawalView): Promise<void>;
  /** Chain time moves (and a block is mined), so vouchers reach their deadline. */
  chainTimePasses(seconds: number): Promise<void>;
  /** The operator trades `amount` of `asset` into the X/USDD pair on chain: X's price moves. */
  tradeIntoPair(asset: 'X' | 'USDD', amount: string): Promise<void>;
  operator: HDAccount;
  close(): Promise<void>;
}

export async function openWorld(
  chain: Chain,
  database: TestDatabase,
  rng: Rng,
  start: string,
): Promise<World> {
  const { db, close } = await database.open();
  const users = TREE.map(([i]) => accounts[i] as HDAccount);
  const deployment = await deployAll({
    rpcUrl: chain.rpcUrl,
    deployer: operator,
    signerAddress: privateKeyToAccount(TEST_SIGNER_KEY).address,
    fundAccounts: users.map((a) => a.address),
    treasuryFunding: TREASURY,
  });
  const clock = manualClock(start);
  const m = await createMoneyApp(db, operator, ENV, deployment, { clock, rpcUrl: chain.rpcUrl });
  // The first tick registers the period jobs: their first periods are the ones in progress.
  await m.app.jobs.tick();
  const { money } = m.app;
  const market = new MarketPrices({
    ...m.config.market,
    oracle: new PriceOracle(db, m.config.market.oracle),
    client: money.client,
    book: money.book,
    pairs: deployment.pairs,
    clock,
    log: { warn() {} },
  });
  const pledge = { money, ...fixedSettings(m.config.pledge) };
  const transport = http(chain.rpcUrl, { retryCount: 0 });
  const publicClient = createPublicClient({ chain: foundry, transport, pollingInterval: 50 });
  const testClient = createTestClient({ chain: foundry, transport, mode: 'anvil' });

  /**
   * Anvil mines each transaction within milliseconds: the receipt is polled for that often. Its
   * automine can, rarely, leave a ready transaction in the pool until the next block
   * (foundry-rs/foundry#10122), so a wait that long mines a block and waits again, never failing.
   */
  async function mined(hash: Hash) {
    for (;;) {
      try {
        const receipt = await publicClient.waitForTransactionReceipt({
          hash,
          pollingInterval: 5,
          timeout: STRANDED_AFTER_MS,
        });
        if (receipt.status !== 'success') throw new Error(`transaction ${hash} failed`);
        return;
      } catch (error) {
        if (!(error instanceof WaitForTransactionReceiptTimeoutError)) throw error;
        await testClient.mine({ blocks: 1 });
      }
    }
  }
  async function send(from: HDAccount, asset: Asset, amount: string) {
    const wallet = createWalletClient({ chain: foundry, transport, account: from });
    const hash = await wallet.writeContract({
      address: m.tokens[asset],
      abi: erc20Abi,
      functionName: 'transfer',
      args: [deployment.vault, parseUnits(amount, 18)],
    });
    await mined(hash);
  }
  async function deposit(from: HDAccount, asset: Asset, amount: string) {
    await send(from, asset, amount);
    await m.app.watcher.tick();
  }

  const world: World = {
    db,
    m,
    clock,
    rng,
    users: [],
    pledge,
    insurance: { pledge, market, ...fixedSettings(m.config.insurance) },
    reserve: { money, market, ...fixedSettings(m.config.reserveBond) },
    liquidity: { money, market, ...fixedSettings(m.config.liquidityBond) },
    trading: { money, market, ...fixedTrading(m.config) },
    team: { pledge, ...fixedSettings(m.config.team) },
    vouchers: new Map(),
    deposit,
    async claim(user, view) {
      const wallet = createWalletClient({ chain: foundry, transport, account: user.account });
      const v = view.voucher;
      const hash = await wallet.writeContract({
        address: view.vault,
        abi: vaultAbi,
        functionName: 'claim',
        args: [
          {
            user: v.user,
            token: v.token,
            amount: BigInt(v.amount),
            nonce: BigInt(v.nonce),
            deadline: BigInt(v.deadline),
          },
          view.signature,
        ],
      });
      await mined(hash);
      await m.app.watcher.tick();
    },
    async chainTimePasses(seconds) {
      await testClient.increaseTime({ seconds });
      await testClient.mine({ blocks: 1 });
    },
    async tradeIntoPair(asset, amount) {
      await swapIntoPair(chain.rpcUrl, deployment, operator, asset, amount);
    },
    operator,
    async close() {
      await m.app.close();
      await close();
    },
  };
  world.users = await signUp(world, users, send);
  return world;
}

/** Signs the tree up, parent before child, and credits each user's opening deposits. */
async function signUp(
  w: World,
  accountsOfTree: HDAccount[],
  send: (from: HDAccount, asset: Asset, amount: string) => Promise<void>,
): Promise<User[]> {
  const users: User[] = [];
  for (const [n, [index, parent]] of TREE.entries()) {
    const account = accountsOfTree[n] as HDAccount;
    const above = users.find((u) => u.index === parent);
    const auth = above
      ? await joinWith(w.m, account, await inviteCode(w.db, above.id))
      : await w.m.login(account);
    const [row] = await w.db.query<{ id: string }>(
      'SELECT id::text FROM users WHERE address = $1',
      [account.address.toLowerCase()],
    );
    if (!row) throw new Error(`user ${index} was not signed up`);
    users.push({ index, account, id: row.id, auth });
    for (const [asset, amount] of Object.entries(OPENING) as [Asset, string][]) {
      await send(account, asset, amount);
    }
  }
  await w.m.app.watcher.tick();
  return users;
}

async function inviteCode(db: Db, userId: string): Promise<string> {
  const [row] = await db.query<{ code: string }>(
    'SELECT invite_code AS code FROM users WHERE id = $1',
    [userId],
  );
  if (!row) throw new Error(`no user ${userId}`);
  return row.code;
}
