import { rewardPoolAt } from '../earnings/day-state';
import { openBatch } from '../jobs/batch';
import type { PeriodJob } from '../jobs/job';
import type { PledgeContext } from './context';
import { dayFigure, fixDayTerms } from './day-terms';
import { heldAllDay, heldAllDayDue, lockHolders } from './flexible-events';
import { dailyReward } from './rates';
import { payRewardPage } from './reward';

const NAME = 'pledge-flexible-yield';
const BATCH = 1000;

/**
 * The flexible pledge's daily yield (docs/pledge.md): FLEXIBLE_RATE on the principal held
 * for the whole UTC day, rebuilt from the clock-stamped events however late the day settles,
 * paid from the reward pool into available. Each page of users is one ledger operation with
 * its earnings rows (reward.ts); each user's posting in it is their `reward` record.
 */
export function flexibleYieldJob(ctx: PledgeContext): PeriodJob {
  const { db, ledger } = ctx.money;
  return {
    name: NAME,
    period: 'day',
    async run(run) {
      // The settings in force when the day began: a change made during it counts from the next.
      const settings = ctx.settingsAt(run.period.start);
      const rate = BigInt(settings.flexibleRatePpm);
      const terms = await fixDayTerms(db, NAME, run.period.name, async () => ({
        rates: { flexibleRatePpm: rate.toString() },
        pool: await rewardPoolAt(db, run.period.end),
        due: await heldAllDayDue(db, run.period, rate),
      }));
      const dayRate = dayFigure(terms, 'flexibleRatePpm');
      for (let cursor = run.progress ?? '0'; ; ) {
        const from = cursor;
        const last = await ledger.transaction(async (tx) => {
          await openBatch(tx.q);
          const ids = await lockHolders(tx.q, run.period, from, BATCH);
          const lastId = ids.at(-1);
          if (!lastId) return null;
          const held = await heldAllDay(tx.q, run.period, ids);
          await payRewardPage(
            tx,
            {
              key: run.key(`page:${from}`),
              type: 'reward',
              source: 'flexible',
              day: run.period.name,
              bounds: run.period,
              after: from,
              to: 'available',
            },
            held.map(({ userId, principal }) => ({ userId, due: dailyReward(principal, dayRate) })),
            terms,
            settings.earningsCapMultiple,
          );
          await run.checkpoint(tx.q, lastId);
          return lastId;
        });
        if (!last) return;
        cursor = last;
      }
    },
  };
}
