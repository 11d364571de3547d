/**
 * Redeems a withdrawal voucher from the wallet: `Vault.claim(voucher, signature)`, sent by the
 * signed-in address (the Vault pays `voucher.user`). Gas is estimated first, so a voucher the
 * Vault would refuse (expired, already used, bad signature) is explained before the wallet
 * asks anything. Loaded on demand (viem).
 */
import type { Withdrawal } from '@xbond/shared/api/withdrawal';
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  type Hash,
  isAddress,
  isHex,
} from 'viem';
import { createContract } from '@/features/wallet/helpers';
import { getProvider } from '@/features/wallet/provider';
import { CLAIM_ERRORS, claimAbi } from './claim-abi';

export type ClaimRevert = (typeof CLAIM_ERRORS)[number];

/** The Vault would revert the claim (estimated before sending). */
export class ClaimRefusedError extends Error {
  override readonly name = 'ClaimRefusedError';
  constructor(
    readonly reason: ClaimRevert,
    cause: unknown,
  ) {
    super(`Vault.claim would revert: ${reason}`, { cause });
  }
}

function toAddress(value: string, what: string): Address {
  if (!isAddress(value, { strict: false })) throw new TypeError(`Invalid ${what}: ${value}`);
  return value;
}

function claimRefusal(error: unknown): ClaimRefusedError | null {
  if (!(error instanceof BaseError)) return null;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  const name =
    reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
  const reason = CLAIM_ERRORS.find((n) => n === name);
  return reason ? new ClaimRefusedError(reason, error) : null;
}

export async function claimVoucher(
  withdrawal: Pick<Withdrawal, 'voucher' | 'signature' | 'vault'>,
  from: string,
  provider = getProvider(),
): Promise<Hash> {
  const { voucher, signature } = withdrawal;
  if (!isHex(signature)) throw new TypeError('Invalid voucher signature');
  const account = toAddress(from, 'sender address');
  const vault = await createContract({ abi: claimAbi, address: withdrawal.vault }, provider);
  const args = [
    {
      user: toAddress(voucher.user, 'voucher user'),
      token: toAddress(voucher.token, 'voucher token'),
      amount: BigInt(voucher.amount),
      nonce: BigInt(voucher.nonce),
      deadline: BigInt(voucher.deadline),
    },
    signature,
  ] as const;
  let gas: bigint;
  try {
    gas = await vault.estimateGas.claim(args, { account });
  } catch (error) {
    console.error('claim estimate failed', error);
    throw claimRefusal(error) ?? error;
  }
  return vault.write.claim(args, { account, gas, chain: null });
}
