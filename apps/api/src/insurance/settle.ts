import type { PeriodJob } from '../jobs/job';
import { bookPages } from '../jobs/pages';
import { systemAccount, userAccount } from '../ledger/accounts';
import { move } from '../ledger/keyed';
import { notify } from '../notices/write';
import { type InsuranceContext, xDecimals } from './context';
import { type InsuranceDay, insuranceDay, payoutOf } from './day-terms';
import { maturingPolicies, settlePolicy } from './policies';
import { maturityOutcome } from './terms';

const NAME = 'insurance-maturity';
const BATCH = 200;

/**
 * At the settlement of the day an insured order matures (after the order's own maturity and
 * its last release): the covered principal and its share of the rewards are valued at X's
 * reference price, read from the chain then (docs/insurance.md, "Market price"); below the
 * guarantee the insurance pool pays the difference in the insured currency, pro rata when it cannot
 * pay the day's policies in full (the shortfall recorded); else the policy expires without claim
 * (docs/insurance.md). The price is the reference at the day's end (referencePriceAt). When it
 * cannot be read, this job fails alone: the maturities it follows have already returned the
 * principal, and it is retried until the price answers.
 */
export function insuranceMaturityJob(ctx: InsuranceContext): PeriodJob {
  const { db, ledger } = ctx.pledge.money;
  return {
    name: NAME,
    period: 'day',
    async run(run) {
      // Read from the chain only on a day with something to settle (most days have none).
      let day: InsuranceDay | undefined;
      await bookPages(run, ledger, {
        read: async (cursor) => {
          const page = await maturingPolicies(db, run.period.end, cursor, BATCH);
          if (page.length > 0) day ??= await insuranceDay(ctx, run.period.name, run.period.end);
          return page;
        },
        cursor: (policy) => policy.id,
        book: async (tx, page) => {
          // `read` fixed the day's terms with the first page that had a policy.
          const terms = day as InsuranceDay;
          for (const p of page) {
            const outcome = maturityOutcome(p, p.currency, terms.price, xDecimals(ctx));
            const payout = payoutOf(terms, p.currency, outcome.due);
            const op = await tx.execute({
              key: run.key(p.id),
              type: payout > 0n ? 'insurance_payout' : 'insurance_expiry',
              userId: p.userId,
              params: { policyId: p.id },
              postings:
                payout > 0n
                  ? move(
                      systemAccount('insurance_pool', p.currency),
                      userAccount(p.userId, p.currency),
                      payout,
                    )
                  : [],
            });
            if (op.replayed) continue;
            await settlePolicy(tx.q, p.id, {
              status: outcome.due > 0n ? 'paid_out' : 'expired',
              maturityPrice: terms.price.price,
              maturityValue: outcome.value,
              payout,
              shortfall: outcome.due - payout,
              operationId: op.id,
            });
            if (payout > 0n) {
              await notify(tx.q, {
                userId: p.userId,
                kind: 'insurance_paid',
                params: { policyId: p.id, asset: p.currency, amount: payout.toString() },
                key: `insurance_paid:${p.id}`,
                at: run.period.end,
              });
            }
          }
        },
      });
    },
  };
}
