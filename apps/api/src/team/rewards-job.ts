import type { PeriodJob } from '../jobs/job';
import { bookPages } from '../jobs/pages';
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
export function teamRewardsJob(ctx: TeamContext): PeriodJob {
  const { db, ledger } = ctx.pledge.money;
  return {
    name: NAME,
    period: 'day',
    async run(run) {
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
            await payRewardPage(
              tx,
              {
                key: run.key(`${source}:${from}`),
                type: 'team_reward',
                source,
                day,
                bounds: run.period,
                after: from,
                to: 'bonus_locked',
              },
              page.map((d) => ({ userId: d.userId, due: d[source] })),
              terms,
              // The cap in force when the day began, as the staking settlements use.
              ctx.pledge.settingsAt(run.period.start).earningsCapMultiple,
            );
          }
        },
      });
    },
  };
}
