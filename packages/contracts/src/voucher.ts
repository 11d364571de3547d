// The withdrawal voucher's EIP-712 definition, shared by the API (which signs) and the web
// (which submits `Vault.claim`). It must match contracts/Vault.sol exactly.
import {
  type Address,
  type Hex,
  type LocalAccount,
  recoverTypedDataAddress,
  type TypedDataDomain,
} from 'viem';

export const VOUCHER_DOMAIN_NAME = 'XBond Vault';
export const VOUCHER_DOMAIN_VERSION = '1';

export const voucherTypes = {
  Voucher: [
    { name: 'user', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** Amounts in token base units; deadline in unix seconds (compared with block.timestamp). */
export interface Voucher {
  user: Address;
  token: Address;
  amount: bigint;
  nonce: bigint;
  deadline: bigint;
}

export interface VoucherContext {
  chainId: number;
  vault: Address;
  voucher: Voucher;
}

export function voucherDomain(chainId: number, vault: Address): TypedDataDomain {
  return {
    name: VOUCHER_DOMAIN_NAME,
    version: VOUCHER_DOMAIN_VERSION,
    chainId,
    verifyingContract: vault,
  };
}

/** The full typed-data object, ready for `signTypedData` / `eth_signTypedData_v4`. */
export function voucherTypedData({ chainId, vault, voucher }: VoucherContext) {
  return {
    domain: voucherDomain(chainId, vault),
    types: voucherTypes,
    primaryType: 'Voucher',
    message: voucher,
  } as const;
}

/** Signs a voucher with the withdrawal signer's key. */
export function signVoucher(account: LocalAccount, ctx: VoucherContext): Promise<Hex> {
  return account.signTypedData(voucherTypedData(ctx));
}

/** The address that signed `signature` over this voucher (what the Vault compares to signer). */
export function recoverVoucherSigner(ctx: VoucherContext & { signature: Hex }): Promise<Address> {
  return recoverTypedDataAddress({ ...voucherTypedData(ctx), signature: ctx.signature });
}
