import { rewardPoolAt } from '../earnings/day-state';
import type { PeriodJob } from '../jobs/job';
import type { PledgeContext } from './context';
import { dayFigure, fixDayTerms } from './day-terms';
import { addReleased, earningOrders, earningOrdersDue } from './orders';
import { dailyReward, dayRatePpm, poolHealthPpm } from './rates';
import { payRewardPage } from './reward';

const NAME = 'pledge-fixed-release';
const BATCH = 1000;

/**
 * The daily release of fixed-term orders (docs/pledge.md): each order earning for the whole
 * day gets amount x (min + (max - min) x pool health) into its claimable reward. The pool's
 * health is taken once, when the day first settles. Each page of orders is one ledger
 * operation with its earnings rows and the orders' `released` (reward.ts).
 */
export function fixedReleaseJob(ctx: PledgeContext): PeriodJob {
  const { db, ledger } = ctx.money;
  return {
    name: NAME,
    period: 'day',
    async run(run) {
      // The settings in force when the day began; each order keeps its own rate range.
      const settings = ctx.settingsAt(run.period.start);
      const terms = await fixDayTerms(db, NAME, run.period.name, async () => {
        const health = await poolHealthPpm(db, settings, run.period);
        return {
          rates: { healthPpm: health.toString() },
          pool: await rewardPoolAt(db, run.period.end),
          due: await earningOrdersDue(db, run.period, health),
        };
      });
      const health = dayFigure(terms, 'healthPpm');
      for (let cursor = run.progress ?? '0'; ; ) {
        const page = await earningOrders(db, run.period, cursor, BATCH);
        const last = page.at(-1);
        if (!last) return;
        // One operation per page (docs/pledge.md): keyed by the cursor it follows.
        await ledger.transaction(async (tx) => {
          const rewards = page.map((order) => ({
            userId: order.userId,
            orderId: order.id,
            due: dailyReward(order.amount, dayRatePpm(order, health)),
          }));
          const paid = await payRewardPage(
            tx,
            {
              key: run.key(`page:${cursor}`),
              type: 'fixed_release',
              source: 'fixed',
              day: run.period.name,
              bounds: run.period,
              after: cursor,
              to: 'fixed_reward',
            },
            rewards,
            terms,
            settings.earningsCapMultiple,
          );
          await addReleased(
            tx.q,
            paid.flatMap((p) => (p.orderId ? [{ orderId: p.orderId, amount: p.paid }] : [])),
          );
          await run.checkpoint(tx.q, last.id);
        });
        cursor = last.id;
      }
    },
  };
}
