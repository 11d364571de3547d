import type { InsurancePool } from '@xbond/shared/api/insurance';
import { INSURANCE_CURRENCIES } from '@xbond/shared/values/insurance';
import { systemBalance } from '../ledger/balances';
import type { InsuranceContext } from './context';
import { listPolicies, poolTotals } from './policies';
import { policyView } from './view';

/**
 * GET /insurance/pool: the pool's balance, premiums in and payouts out per currency, the
 * policies in force across all users, and the signed-in user's own policies (paged).
 */
export async function insurancePool(
  ctx: InsuranceContext,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<InsurancePool> {
  const { db, book } = ctx.pledge.money;
  const [totals, balances, mine] = await Promise.all([
    poolTotals(db),
    Promise.all(INSURANCE_CURRENCIES.map((c) => systemBalance(db, 'insurance_pool', c))),
    listPolicies(db, userId, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
  ]);
  return {
    assets: INSURANCE_CURRENCIES.map((currency, i) => {
      const sums = totals.byCurrency.get(currency);
      return {
        currency,
        balance: book.format(currency, balances[i] ?? 0n),
        premiumsIn: book.format(currency, sums?.premiums ?? 0n),
        payoutsOut: book.format(currency, sums?.payouts ?? 0n),
      };
    }),
    activePolicies: totals.active,
    items: await Promise.all(mine.items.map((p) => policyView(ctx, p))),
    total: mine.total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
