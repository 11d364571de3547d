import type { PeriodJob } from '../jobs/job';
import { bookLockedPages } from '../jobs/pages';
import type { PledgeContext } from './context';
import { stakingDayJob } from './day-job';
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
export const flexibleYieldJob = (ctx: PledgeContext): PeriodJob =>
  stakingDayJob(ctx, NAME, async (run, settings) => {
    const { db, ledger } = ctx.money;
    const rate = BigInt(settings.flexibleRatePpm);
    const terms = await fixDayTerms(db, NAME, run.period, async () => ({
      rates: { flexibleRatePpm: rate.toString() },
      due: await heldAllDayDue(db, run.period, rate),
    }));
    const dayRate = dayFigure(terms, 'flexibleRatePpm');
    await bookLockedPages(run, ledger, async (tx, from) => {
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
      return lastId;
    });
  });
