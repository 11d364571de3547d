// A deployment of the chain side: the addresses deployAll made, and the JSON file that keeps them.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Address, type Hash, isAddress } from 'viem';

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
