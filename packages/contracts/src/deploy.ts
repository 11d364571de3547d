// Deploys the whole XBond chain side: six ERC-20s, the Uniswap V2 factory and the X/USDD and
// TNB/USDD pairs with liquidity, the withdrawal Vault, and the treasury's working funds in the
// Vault. ensureDeployment (ensure-deployment.ts) keeps the resulting addresses in a JSON file and
// reuses them on the chain that has them.
import { type Address, isAddressEqual, type LocalAccount, parseUnits } from 'viem';
import {
  tokenAbi,
  tokenBytecode,
  uniswapV2FactoryAbi,
  uniswapV2FactoryBytecode,
  uniswapV2PairAbi,
  vaultAbi,
  vaultBytecode,
} from './abis';
import {
  type Deployment,
  type Funding,
  TOKEN_SYMBOLS,
  type TokenInfo,
  type TokenSymbol,
} from './deployment';
import { TxQueue } from './tx-queue';

export {
  type AssetSymbol,
  type Deployment,
  type Funding,
  loadDeployment,
  saveDeployment,
  TOKEN_SYMBOLS,
  type TokenInfo,
  type TokenSymbol,
} from './deployment';

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
