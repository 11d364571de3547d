// The shared deployment's Vault and the claims the Vault tests make on it.
import { type Address, type Hex, parseUnits } from 'viem';
import { inject } from 'vitest';
import { erc20Abi, vaultAbi } from '../src/abis';
import type { Voucher } from '../src/voucher';
import { clients, devAccount, expectRevert, latestTimestamp, randomAddress } from './helpers';

export const rpcUrl = inject('rpcUrl');
export const deployment = inject('deployment');
export const { vault, chainId } = deployment;
export const X = deployment.tokens.X;
/** Submits the claims: pays gas only, its token balances stay untouched (helpers.ts). */
export const relayer = devAccount(2);
export const { publicClient, walletClient, testClient } = clients(rpcUrl, relayer);

let nextNonce = 1n;
/** A voucher for a new random user, 12.5 X, valid for an hour, with a nonce not used before. */
export async function makeVoucher(overrides: Partial<Voucher> = {}): Promise<Voucher> {
  return {
    user: randomAddress(),
    token: X.address,
    amount: parseUnits('12.5', X.decimals),
    nonce: nextNonce++,
    deadline: (await latestTimestamp(publicClient)) + 3600n,
    ...overrides,
  };
}

export const balanceOf = (token: Address, owner: Address) =>
  publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });

/** Claims from the relayer, mined; answers the receipt. */
export async function claim(voucher: Voucher, signature: Hex, vaultAddress: Address = vault) {
  const hash = await walletClient.writeContract({
    address: vaultAddress,
    abi: vaultAbi,
    functionName: 'claim',
    args: [voucher, signature],
  });
  return publicClient.waitForTransactionReceipt({ hash });
}

/** Simulates the claim (decodes the custom error); expects it to be refused with `errorName`. */
export function expectClaimRefused(voucher: Voucher, signature: Hex, errorName: string) {
  return expectRevert(
    publicClient.simulateContract({
      account: relayer,
      address: vault,
      abi: vaultAbi,
      functionName: 'claim',
      args: [voucher, signature],
    }),
    errorName,
  );
}
