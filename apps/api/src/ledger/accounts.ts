import type { Asset } from '@xbond/shared/assets';

/**
 * Ledger accounts are keyed by (owner, asset, kind) and created on first use. docs/ledger.md
 * lists what each one holds.
 */
export const SYSTEM_ACCOUNTS = [
  'treasury',
  'reward_pool',
  'insurance_pool',
  'prize_pool',
  'fees',
  'burn',
  // Deposits from addresses no user has registered: held for operator review.
  'suspense',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * A system account is one balance ('main'), except the prize pool: one pot per period kind
 * and the prizes won but not claimed yet (docs/trading.md). Its public balance is their sum.
 */
export const SYSTEM_KINDS = ['main', 'hour', 'week', 'month', 'won'] as const;
export type SystemKind = (typeof SYSTEM_KINDS)[number];

export const USER_KINDS = [
  'available',
  'pending_withdrawal',
  // Staking (docs/pledge.md): principal of the flexible pledge and of fixed-term orders, and
  // fixed-order rewards released but not claimed yet.
  'flexible_principal',
  'fixed_principal',
  'fixed_reward',
  // The turbine (docs/trading.md): unstaked flexible principal waiting to be bought back,
  // and what swaps released of it, claimable (docs/trading.md).
  'turbo_pending',
  // Bonds (docs/bonds.md): what the user's bonds owe them until claimed. Reserve bonds: X,
  // vesting or vested. Liquidity bonds: LP principal and X interest, released or not (not
  // forfeited by a redemption). Vesting and release are the bond rows' schedule, not postings.
  'bond_payout',
  'flowbond_payout',
  'turbo_claimable',
  // A Pending Exchange swap's input, held until the swap fills or is cancelled.
  'swap_held',
  // The team's dynamic bonus (docs/team.md): accrued and locked, in a release plan, and
  // released, withdrawable to available.
  'bonus_locked',
  'bonus_releasing',
  'bonus_released',
] as const;
export type UserKind = (typeof USER_KINDS)[number];

export type AccountRef =
  | { owner: 'user'; userId: string; asset: Asset; kind: UserKind }
  | { owner: 'system'; name: SystemAccount; asset: Asset; kind?: SystemKind }
  /** The outside world (the chain): the one account that may go negative. */
  | { owner: 'external'; asset: Asset };

export const userAccount = (userId: string, asset: Asset, kind: UserKind = 'available') =>
  ({ owner: 'user', userId, asset, kind }) as const satisfies AccountRef;
export const systemAccount = (name: SystemAccount, asset: Asset, kind: SystemKind = 'main') =>
  ({ owner: 'system', name, asset, kind }) as const satisfies AccountRef;
export const externalAccount = (asset: Asset) =>
  ({ owner: 'external', asset }) as const satisfies AccountRef;

/** The row key of an account: (owner_type, owner_id, asset, kind). */
export function accountKey(ref: AccountRef): [string, string, Asset, string] {
  switch (ref.owner) {
    case 'user':
      return ['user', ref.userId, ref.asset, ref.kind];
    case 'system':
      return ['system', ref.name, ref.asset, ref.kind ?? 'main'];
    case 'external':
      return ['external', 'chain', ref.asset, 'main'];
  }
}

export const accountKeyText = (ref: AccountRef) => accountKey(ref).join('/');
