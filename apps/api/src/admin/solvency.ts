import { erc20Abi } from '@xbond/contracts/abis';
import type { SolvencyRow } from '@xbond/shared/api/admin';
import type { Asset } from '@xbond/shared/assets';
import type { UserKind } from '../ledger/accounts';
import type { MoneyContext } from '../ledger/context';

/** Which of a user's accounts fall in each figure of the solvency table. */
const GROUPS = {
  available: ['available'],
  pendingWithdrawal: ['pending_withdrawal'],
  pledges: [
    'flexible_principal',
    'fixed_principal',
    'fixed_reward',
    'turbo_pending',
    'turbo_claimable',
  ],
  bonds: ['bond_payout', 'flowbond_payout'],
  pendingSwaps: ['swap_held'],
  bonus: ['bonus_locked', 'bonus_releasing', 'bonus_released'],
} as const satisfies Record<string, readonly UserKind[]>;
type Group = keyof typeof GROUPS;
const GROUP_OF = new Map<string, Group>(
  (Object.keys(GROUPS) as Group[]).flatMap((g) => GROUPS[g].map((kind) => [kind, g] as const)),
);

/** Every kind of user account the solvency table counts as owed (the charts' liabilities). */
export const OWED_KINDS: readonly UserKind[] = [...GROUP_OF.keys()] as UserKind[];

/**
 * Per asset, what every user is owed (their accounts summed by kind), against the Vault's
 * balance on chain now and the treasury's inventory. Ratio = Vault / owed: below 10000 bps the
 * Vault could not pay every user at once.
 */
export async function solvency(
  money: Pick<MoneyContext, 'db' | 'book' | 'client'>,
): Promise<SolvencyRow[]> {
  const rows = await money.db.query<{ asset: Asset; owner: string; kind: string; total: string }>(
    `SELECT asset, owner_type AS owner, kind, SUM(balance)::text AS total FROM ledger_accounts
     WHERE owner_type = 'user' OR (owner_type = 'system' AND owner_id = 'treasury')
     GROUP BY asset, owner_type, kind`,
  );
  return Promise.all(
    money.book.assets.map(async (asset): Promise<SolvencyRow> => {
      const sums: Record<Group | 'treasury', bigint> = {
        available: 0n,
        pendingWithdrawal: 0n,
        pledges: 0n,
        bonds: 0n,
        pendingSwaps: 0n,
        bonus: 0n,
        treasury: 0n,
      };
      for (const r of rows) {
        if (r.asset !== asset) continue;
        const group = r.owner === 'system' ? 'treasury' : GROUP_OF.get(r.kind);
        if (group) sums[group] += BigInt(r.total);
      }
      const owed = (Object.keys(GROUPS) as Group[]).reduce((s, g) => s + sums[g], 0n);
      const vault = await money.client.readContract({
        address: money.book.address(asset),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [money.book.custody],
      });
      const f = (v: bigint) => money.book.format(asset, v);
      return {
        asset,
        available: f(sums.available),
        pendingWithdrawal: f(sums.pendingWithdrawal),
        pledges: f(sums.pledges),
        bonds: f(sums.bonds),
        pendingSwaps: f(sums.pendingSwaps),
        bonus: f(sums.bonus),
        owed: f(owed),
        vault: f(vault),
        treasury: f(sums.treasury),
        ratioBps: owed === 0n ? null : Number((vault * 10_000n) / owed),
      };
    }),
  );
}
