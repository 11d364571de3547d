import type { PeriodJob } from '../jobs/job';
import { bookPages } from '../jobs/pages';
import { stakingDayJob } from '../pledge/day-job';
import { fixDayTerms } from '../pledge/day-terms';
import { payRewardPage } from '../pledge/reward';
import type { TeamContext } from './context';
import { dayDues, dayTotalDue, settleTree } from './settle';

const NAME = 'team-rewards';
const BATCH = 1000;
const SOURCES = ['direct', 'community'] as const;

/**
 * The day's team rewards (docs/team.md), after the day's static rewards: the tree is
 * settled once (levels, regions and every user's due, set-based: settle.ts) when the day's
 * terms are fixed, then each page of users is paid from the reward pool into the locked
 * dynamic bonus, direct and community rewards each as one keyed operation under the exit cap
 * (reward.ts; the community's cap counts the burns).
 */
export const teamRewardsJob = (ctx: TeamContext): PeriodJob =>
  // The staking settings of the day: the cap in force when it began, as the staking jobs use.
  stakingDayJob(ctx.pledge, NAME, async (run, { earningsCapMultiple }) => {
    const { db, ledger } = ctx.pledge.money;
    const day = run.period.name;
    const terms = await fixDayTerms(db, NAME, run.period, async () => {
      await settleTree(db, ctx, run.period);
      return { rates: {}, due: await dayTotalDue(db, day) };
    });
    await bookPages(run, ledger, {
      read: (cursor) => dayDues(db, day, cursor, BATCH),
      cursor: (due) => due.userId,
      book: async (tx, page, from) => {
        for (const source of SOURCES) {
          const key = run.key(`${source}:${from}`);
          const bounds = run.period;
          await payRewardPage(
            tx,
            { key, type: 'team_reward', source, day, bounds, after: from, to: 'bonus_locked' },
            page.map((d) => ({ userId: d.userId, due: d[source] })),
            terms,
            earningsCapMultiple,
          );
        }
      },
    });
  });
