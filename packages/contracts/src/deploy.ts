// Deploys the whole XBond chain side: six ERC-20s, the Uniswap V2 factory and the X/USDD and
// TNB/USDD pairs with liquidity, the withdrawal Vault, and the treasury's working funds in the
// Vault. Also keeps the resulting addresses in a JSON file and reuses them on the chain that has
// them (ensureDeployment).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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
  isAddress,
  isAddressEqual,
  type LocalAccount,
  type PublicClient,
  parseUnits,
} from 'viem';
import {
  tokenAbi,
  tokenBytecode,
  uniswapV2FactoryAbi,
  uniswapV2FactoryBytecode,
  uniswapV2PairAbi,
  vaultAbi,
  vaultBytecode,
} from './abis';

export const TOKEN_SYMBOLS = ['X', 'USDD', 'TNB', 'Z', 'HBOX', 'BOX'] as const;
export type TokenSymbol = (typeof TOKEN_SYMBOLS)[number];
/** A fundable asset: the six tokens and the X/USDD pair's liquidity token. */
export type AssetSymbol = TokenSymbol | 'LP';

export interface TokenInfo {
  address: Address;
  symbol: TokenSymbol;
  name: string;
  decimals: number;
}

export interface Deployment {
  chainId: number;
  vault: Address;
  tokens: Record<TokenSymbol, TokenInfo>;
  pairs: {
    /** Its pair token is the LP asset (liquidity bonds). Uniswap V2 LP tokens have 18 decimals. */
    X_USDD: {
      address: Address;
      lp: true;
      symbol: 'LP';
      decimals: number;
      base: 'X';
      quote: 'USDD';
    };
    TNB_USDD: { address: Address; base: 'TNB'; quote: 'USDD' };
  };
  factory: Address;
  deployer: Address;
  owner: Address;
  signer: Address;
  /** The block that holds the Vault's creation: a chain that started over has another hash. */
  deployBlock: { number: number; hash: Hash };
  deployedAt: string;
}

/** Amounts are decimal strings in whole tokens (converted with each token's decimals). */
export type Funding = Partial<Record<AssetSymbol, string>>;

export interface DeployOptions {
  rpcUrl: string;
  /** Signs every transaction locally; ends up holding the remaining supply and LP. */
  deployer: LocalAccount;
  /** The withdrawal signer whose EIP-712 vouchers the Vault honours. */
  signerAddress: Address;
  /** Vault owner (may rotate the signer); defaults to the deployer. */
  owner?: Address;
  /** Accounts to give `accountFunding` of every asset (the dev accounts on the local chain). */
  fundAccounts?: Address[];
  /** Per-token decimals, default 18 for each. */
  decimals?: Partial<Record<TokenSymbol, number>>;
  /** The treasury's working funds, transferred into the Vault. */
  treasuryFunding?: Funding;
  /** What each of `fundAccounts` receives. */
  accountFunding?: Funding;
  /** Minted to the deployer per token, in whole tokens. */
  initialSupply?: string;
}

export const DEFAULT_TREASURY_FUNDING: Required<Funding> = {
  X: '1000000',
  USDD: '1000000',
  TNB: '1000000',
  Z: '1000000',
  HBOX: '1000000',
  BOX: '1000000',
  LP: '10000',
};
export const DEFAULT_ACCOUNT_FUNDING: Required<Funding> = {
  ...DEFAULT_TREASURY_FUNDING,
  LP: '1000',
};
export const DEFAULT_INITIAL_SUPPLY = '1000000000';

/** Seed liquidity: 1 X = 0.5 USDD, 1 TNB = 0.2 USDD. */
export const POOL_SEEDS = {
  X_USDD: { base: 'X', baseAmount: '2000000', quoteAmount: '1000000' },
  TNB_USDD: { base: 'TNB', baseAmount: '5000000', quoteAmount: '1000000' },
} as const;

const TOKEN_NAMES: Record<TokenSymbol, string> = {
  X: 'XBond X',
  USDD: 'XBond USDD',
  TNB: 'XBond TNB',
  Z: 'XBond Z',
  HBOX: 'XBond HBOX',
  BOX: 'XBond BOX',
};

// Generous fixed limit for ERC-20 transfers (~35-52k used): skips an estimate per transfer.
const TRANSFER_GAS = 100_000n;

export async function deployAll(opts: DeployOptions): Promise<Deployment> {
  const { deployer, signerAddress } = opts;
  const owner = opts.owner ?? deployer.address;
  const tx = await TxQueue.open(opts.rpcUrl, deployer);
  const chainId = tx.chainId;
  const decimalsOf = (s: TokenSymbol) => opts.decimals?.[s] ?? 18;
  const treasury = { ...DEFAULT_TREASURY_FUNDING, ...opts.treasuryFunding };
  const perAccount = { ...DEFAULT_ACCOUNT_FUNDING, ...opts.accountFunding };
  const recipients = (opts.fundAccounts ?? []).filter((a) => !isAddressEqual(a, deployer.address));

  // Check the supply covers everything before sending anything, so a bad setting fails cleanly.
  for (const symbol of TOKEN_SYMBOLS) {
    const units = (s: string) => parseUnits(s, decimalsOf(symbol));
    const seeded = Object.values(POOL_SEEDS).reduce(
      (sum, seed) =>
        sum +
        (seed.base === symbol
          ? units(seed.baseAmount)
          : symbol === 'USDD'
            ? units(seed.quoteAmount)
            : 0n),
      0n,
    );
    const needed =
      seeded + units(treasury[symbol]) + BigInt(recipients.length) * units(perAccount[symbol]);
    if (needed > units(opts.initialSupply ?? DEFAULT_INITIAL_SUPPLY)) {
      throw new Error(`initialSupply is too small: ${symbol} needs ${needed} base units`);
    }
  }

  // Phase 1: every contract (independent of each other).
  const tokens = {} as Record<TokenSymbol, TokenInfo>;
  for (const symbol of TOKEN_SYMBOLS) {
    const decimals = decimalsOf(symbol);
    const supply = parseUnits(opts.initialSupply ?? DEFAULT_INITIAL_SUPPLY, decimals);
    const name = TOKEN_NAMES[symbol];
    const address = await tx.deploy(tokenAbi, tokenBytecode, [name, symbol, decimals, supply]);
    tokens[symbol] = { address, symbol, name, decimals };
  }
  const factory = await tx.deploy(uniswapV2FactoryAbi, uniswapV2FactoryBytecode, [
    deployer.address,
  ]);
  const vault = await tx.deploy(vaultAbi, vaultBytecode, [signerAddress, owner]);
  const vaultTx = tx.lastHash();
  await tx.flush();

  // Phase 2: create the pairs; fund the treasury (in the Vault) and the accounts with tokens.
  for (const [base, quote] of [
    ['X', 'USDD'],
    ['TNB', 'USDD'],
  ] as const) {
    await tx.call(factory, uniswapV2FactoryAbi, 'createPair', [
      tokens[base].address,
      tokens[quote].address,
    ]);
  }
  for (const symbol of TOKEN_SYMBOLS) {
    const amount = (s: string) => parseUnits(s, decimalsOf(symbol));
    const token = tokens[symbol].address;
    await tx.transfer(token, vault, amount(treasury[symbol]));
    for (const to of recipients) await tx.transfer(token, to, amount(perAccount[symbol]));
  }
  await tx.flush();

  // Phase 3: seed each pair by transferring both sides to it, then mint (Uniswap V2's own flow).
  const pairAddress = (a: TokenSymbol, b: TokenSymbol) =>
    tx.client.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [tokens[a].address, tokens[b].address],
    });
  const xUsdd = await pairAddress('X', 'USDD');
  const tnbUsdd = await pairAddress('TNB', 'USDD');
  for (const [pair, seed] of [
    [xUsdd, POOL_SEEDS.X_USDD],
    [tnbUsdd, POOL_SEEDS.TNB_USDD],
  ] as const) {
    const base = tokens[seed.base];
    await tx.transfer(base.address, pair, parseUnits(seed.baseAmount, base.decimals));
    await tx.transfer(
      tokens.USDD.address,
      pair,
      parseUnits(seed.quoteAmount, tokens.USDD.decimals),
    );
  }
  await tx.flush();
  for (const pair of [xUsdd, tnbUsdd]) {
    await tx.call(pair, uniswapV2PairAbi, 'mint', [deployer.address]);
  }
  await tx.flush();

  // Phase 4: the LP asset (X/USDD pair token) for the treasury and the accounts.
  const lpDecimals = await tx.client.readContract({
    address: xUsdd,
    abi: uniswapV2PairAbi,
    functionName: 'decimals',
  });
  // The LP minted is sqrt(x * y) in base units, so it depends on the tokens' decimals: check.
  const lpHeld = await tx.client.readContract({
    address: xUsdd,
    abi: uniswapV2PairAbi,
    functionName: 'balanceOf',
    args: [deployer.address],
  });
  const lpTreasury = parseUnits(treasury.LP, lpDecimals);
  const lpEach = parseUnits(perAccount.LP, lpDecimals);
  const lpNeeded = lpTreasury + BigInt(recipients.length) * lpEach;
  if (lpNeeded > lpHeld) {
    throw new Error(`LP funding needs ${lpNeeded} base units but the seeded pair minted ${lpHeld}`);
  }
  await tx.transfer(xUsdd, vault, lpTreasury);
  for (const to of recipients) await tx.transfer(xUsdd, to, lpEach);
  await tx.flush();

  const vaultBlock = await tx.client.getTransactionReceipt({ hash: vaultTx });
  return {
    chainId,
    vault,
    tokens,
    pairs: {
      X_USDD: {
        address: xUsdd,
        lp: true,
        symbol: 'LP',
        decimals: lpDecimals,
        base: 'X',
        quote: 'USDD',
      },
      TNB_USDD: { address: tnbUsdd, base: 'TNB', quote: 'USDD' },
    },
    factory,
    deployer: deployer.address,
    owner,
    signer: signerAddress,
    deployBlock: { number: Number(vaultBlock.blockNumber), hash: vaultBlock.blockHash },
    deployedAt: new Date().toISOString(),
  };
}

/**
 * Sends transactions back to back with explicit nonces and one fee quote, then waits for all
 * receipts at `flush()`. Transactions sent between two flushes must not depend on each other
 * (gas is estimated against the last flushed state), which is how deployAll groups them.
 */
class TxQueue {
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

// ---- keeping a deployment in a file ----

/** Writes the deployment as JSON (bigints tagged so they survive a round trip), atomically. */
export function saveDeployment(file: string, d: Deployment): void {
  mkdirSync(dirname(file), { recursive: true });
  const json = JSON.stringify(
    d,
    (_key, value) => (typeof value === 'bigint' ? { $bigint: value.toString() } : value),
    2,
  );
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${json}\n`);
  renameSync(tmp, file);
}

export function loadDeployment(file: string): Deployment {
  const parsed = JSON.parse(readFileSync(file, 'utf8'), (_key, value) =>
    value && typeof value === 'object' && typeof value.$bigint === 'string'
      ? BigInt(value.$bigint)
      : value,
  ) as Deployment;
  const addresses = [
    parsed?.vault,
    parsed?.factory,
    parsed?.pairs?.X_USDD?.address,
    parsed?.pairs?.TNB_USDD?.address,
    ...TOKEN_SYMBOLS.map((s) => parsed?.tokens?.[s]?.address),
  ];
  if (
    typeof parsed?.chainId !== 'number' ||
    !addresses.every((a) => typeof a === 'string' && isAddress(a))
  ) {
    throw new Error(`${file} is not a deployment file (missing chainId or a contract address)`);
  }
  return parsed;
}

export type EnsureStatus = 'existing' | 'fresh';

export interface EnsureResult {
  deployment: Deployment;
  status: EnsureStatus;
}

/**
 * The deployment file names contracts the chain does not have (another chain, or one that lost
 * its state). Never answered by redeploying: data kept beside the file refers to those contracts.
 */
export class DeploymentMismatchError extends Error {
  override readonly name = 'DeploymentMismatchError';
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(
      `The contracts kept in ${file} are not on this chain: ${reason}. Nothing was deployed. ` +
        'Use the chain they were deployed on, or move or delete the file to deploy new contracts.',
    );
  }
}

export interface EnsureDeploymentOptions extends DeployOptions {
  file: string;
  /**
   * Runs after a fresh deployment and before its file is written: where the caller makes the
   * new contracts durable (saves the chain state), so the file never names lost contracts.
   */
  beforeSave?: () => Promise<void>;
}

/**
 * Reuses the deployment kept in `file` ('existing'), or deploys and saves one when there is no
 * file ('fresh'). A kept deployment the chain does not match is a DeploymentMismatchError.
 */
export async function ensureDeployment(opts: EnsureDeploymentOptions): Promise<EnsureResult> {
  if (!existsSync(opts.file)) {
    const deployment = await deployAll(opts);
    await opts.beforeSave?.();
    saveDeployment(opts.file, deployment);
    return { deployment, status: 'fresh' };
  }

  const kept = loadDeployment(opts.file);
  const client = createPublicClient({ transport: http(opts.rpcUrl) });
  const reason = await whyNotReusable(client, kept);
  if (reason) throw new DeploymentMismatchError(opts.file, reason);

  // Same contracts, but the Vault honouring another key would make every voucher fail on claim.
  const signer = await client.readContract({
    address: kept.vault,
    abi: vaultAbi,
    functionName: 'signer',
  });
  if (!isAddressEqual(signer, opts.signerAddress)) {
    throw new Error(
      `The Vault at ${kept.vault} accepts vouchers from ${signer}, but the configured withdrawal ` +
        `signer is ${opts.signerAddress}. Restore the signer key, have the owner call setSigner, ` +
        `or delete ${opts.file} to redeploy.`,
    );
  }
  return { deployment: kept, status: 'existing' };
}

async function whyNotReusable(client: PublicClient, d: Deployment): Promise<string | undefined> {
  const chainId = await client.getChainId();
  if (chainId !== d.chainId)
    return `the chain id is ${chainId}, the kept deployment is for ${d.chainId}`;
  const contracts: [string, Address][] = [
    ['Vault', d.vault],
    ['Uniswap V2 factory', d.factory],
    ['X/USDD pair', d.pairs.X_USDD.address],
    ['TNB/USDD pair', d.pairs.TNB_USDD.address],
    ...TOKEN_SYMBOLS.map((s): [string, Address] => [`token ${s}`, d.tokens[s].address]),
  ];
  const codes = await Promise.all(contracts.map(([, address]) => client.getCode({ address })));
  const missing = contracts.filter((_, i) => !codes[i] || codes[i] === '0x');
  if (missing.length > 0) {
    return `the chain has no code at the kept ${missing.map(([n, a]) => `${n} (${a})`).join(', ')}`;
  }
  // The same addresses can be redeployed on a chain that started over (same deployer, same
  // nonces): the deployment block's hash tells the original history from a new one.
  if (d.deployBlock) {
    const block = await client
      .getBlock({ blockNumber: BigInt(d.deployBlock.number) })
      .catch(() => undefined);
    if (block?.hash !== d.deployBlock.hash) {
      return `block ${d.deployBlock.number} is not the block the contracts were deployed in`;
    }
  }
  return undefined;
}
