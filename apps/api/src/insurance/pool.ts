import type { InsurancePool, InsuranceSummary } from '@xbond/shared/api/insurance';
import { INSURANCE_CURRENCIES } from '@xbond/shared/values/insurance';
import { systemBalance } from '../ledger/balances';
import type { InsuranceContext } from './context';
import { listPolicies, poolTotals } from './policies';
import { policyView } from './view';

/** GET /insurance/summary (public): per currency the pool's balance, premiums in and payouts out, and the policies in force across all users. */
export async function insuranceSummary(ctx: InsuranceContext): Promise<InsuranceSummary> {
  const { db, book } = ctx.pledge.money;
  const [totals, balances] = await Promise.all([
    poolTotals(db),
    Promise.all(INSURANCE_CURRENCIES.map((c) => systemBalance(db, 'insurance_pool', c))),
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
  };
}

/** GET /insurance/pool: the summary and the signed-in user's own policies (paged). */
export async function insurancePool(
  ctx: InsuranceContext,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<InsurancePool> {
  const [summary, mine] = await Promise.all([
    insuranceSummary(ctx),
    listPolicies(ctx.pledge.money.db, userId, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    }),
  ]);
  return {
    ...summary,
    items: await Promise.all(mine.items.map((p) => policyView(ctx, p))),
    total: mine.total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
