import type { vaultAbi } from '@xbond/contracts/abis';

type VaultItem = (typeof vaultAbi)[number];
type Fragment<Type extends VaultItem['type'], Name extends string> = Extract<
  VaultItem,
  { type: Type; name: Name }
>;

/** The reverts of `claim` the screen explains (contracts/Vault.sol). */
export const CLAIM_ERRORS = ['BadSignature', 'NonceUsed', 'VoucherExpired'] as const;

/**
 * `Vault.claim` and its reverts, out of the generated Vault ABI, so the page does not ship the
 * rest of it. The import above is type-only (no bytes in the bundle); `satisfies` makes the
 * compiler check each fragment against the generated one, field for field, and
 * claim-abi.test.ts compares them at run time too.
 */
export const claimAbi = [
  {
    inputs: [
      {
        components: [
          { internalType: 'address', name: 'user', type: 'address' },
          { internalType: 'address', name: 'token', type: 'address' },
          { internalType: 'uint256', name: 'amount', type: 'uint256' },
          { internalType: 'uint256', name: 'nonce', type: 'uint256' },
          { internalType: 'uint256', name: 'deadline', type: 'uint256' },
        ],
        internalType: 'struct Vault.Voucher',
        name: 'v',
        type: 'tuple',
      },
      { internalType: 'bytes', name: 'signature', type: 'bytes' },
    ],
    name: 'claim',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  { inputs: [], name: 'BadSignature', type: 'error' },
  {
    inputs: [
      { internalType: 'address', name: 'user', type: 'address' },
      { internalType: 'uint256', name: 'nonce', type: 'uint256' },
    ],
    name: 'NonceUsed',
    type: 'error',
  },
  {
    inputs: [
      { internalType: 'uint256', name: 'deadline', type: 'uint256' },
      { internalType: 'uint256', name: 'nowTs', type: 'uint256' },
    ],
    name: 'VoucherExpired',
    type: 'error',
  },
] as const satisfies readonly [
  Fragment<'function', 'claim'>,
  Fragment<'error', 'BadSignature'>,
  Fragment<'error', 'NonceUsed'>,
  Fragment<'error', 'VoucherExpired'>,
];
