import type { PeriodJob } from '../jobs/job';
import { bookPages } from '../jobs/pages';
import type { PledgeContext } from './context';
import { stakingDayJob } from './day-job';
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
export const fixedReleaseJob = (ctx: PledgeContext): PeriodJob =>
  stakingDayJob(ctx, NAME, async (run, settings) => {
    const { db, ledger } = ctx.money;
    // Each order keeps its own rate range; the day's settings weigh the pool's health.
    const terms = await fixDayTerms(db, NAME, run.period, async () => {
      const health = await poolHealthPpm(db, settings, run.period);
      const due = await earningOrdersDue(db, run.period, health);
      return { rates: { healthPpm: health.toString() }, due };
    });
    const health = dayFigure(terms, 'healthPpm');
    // One operation per page (docs/pledge.md): keyed by the cursor it follows.
    await bookPages(run, ledger, {
      read: (cursor) => earningOrders(db, run.period, cursor, BATCH),
      cursor: (order) => order.id,
      book: async (tx, page, cursor) => {
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
      },
    });
  });
