import type { Period } from '@xbond/shared/periods';
import { rewardPoolAt } from '../earnings/day-state';
import type { PeriodJob } from '../jobs/job';
import { lockUsers } from '../users/users';
import type { PledgeContext } from './context';
import { type DayTerms, dayFigure, fixDayTerms } from './day-terms';
import { heldAllDay } from './flexible-events';
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
        due: await totalDue(ctx, run.period),
      }));
      const dayRate = dayFigure(terms, 'flexibleRatePpm');
      for (let cursor = run.progress ?? '0'; ; ) {
        const users = await heldAllDay(db, run.period, cursor, BATCH);
        const last = users.at(-1);
        if (!last) return;
        const from = cursor;
        const ids = users.map((u) => u.userId);
        await ledger.transaction(async (tx) => {
          // A stake or unstake stamped before the day's end may still be committing: it holds
          // its user's lock (flexible.ts), so wait for it, then read the day again.
          await lockUsers(tx.q, ids);
          const held = await heldAllDay(tx.q, run.period, from, BATCH);
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
          await run.checkpoint(tx.q, last.userId);
        });
        cursor = last.userId;
      }
    },
  };
}

/** Every flexible reward the day asks of the pool (for the pro-rata share). */
async function totalDue(ctx: PledgeContext, day: Period): Promise<DayTerms['due']> {
  const rate = BigInt(ctx.settingsAt(day.start).flexibleRatePpm);
  let due = 0n;
  for (let cursor = '0'; ; ) {
    const page = await heldAllDay(ctx.money.db, day, cursor, 1000);
    for (const p of page) due += dailyReward(p.principal, rate);
    const last = page.at(-1);
    if (!last) return due;
    cursor = last.userId;
  }
}
