import type { PeriodJob } from '../jobs/job';
import { bookLockedPages } from '../jobs/pages';
import { type UserKind, userAccount } from '../ledger/accounts';
import { move } from '../ledger/keyed';
import { notify } from '../notices/write';
import type { TeamContext } from './context';
import { releasedAfter } from './plans';
import { activeReleases, setReleased } from './releases';

const NAME = 'team-bonus-release';
const BATCH = 1000;
const DAY_MS = 86_400_000;

/**
 * The day of the release plans (docs/team.md): each active plan releases up to
 * total x (whole days since its start) / days from its plan account to the withdrawable bonus.
 * The target depends on the day only, so a page that already committed moves nothing again;
 * each page is one keyed operation with the plans' new totals.
 */
export function releaseBonusJob(ctx: TeamContext): PeriodJob {
  const { ledger } = ctx.pledge.money;
  return {
    name: NAME,
    period: 'day',
    async run(run) {
      const { end } = run.period;
      await bookLockedPages(run, ledger, async (tx, from) => {
        const page = await activeReleases(tx.q, end, from, BATCH);
        const lastPlan = page.at(-1);
        if (!lastPlan) return null;
        const steps = page.map((p) => {
          const n = Math.floor((end.getTime() - p.releaseStart.getTime()) / DAY_MS);
          const released = releasedAfter(p.amount - p.donation, p.days, n);
          const total = p.amount - p.donation;
          return { id: p.id, userId: p.userId, released, amount: released - p.released, total };
        });
        const moving = steps.filter((s) => s.amount > 0n);
        if (moving.length > 0) {
          const op = await tx.begin({
            key: run.key(`page:${from}`),
            type: 'bonus_release',
            params: { day: run.period.name, after: from },
            result: { plans: moving.length },
          });
          if (op.replayed) throw new Error(`${run.key(`page:${from}`)} was booked before`);
          const account = (s: { userId: string }, kind: UserKind) =>
            userAccount(s.userId, 'X', kind);
          await tx.post(
            op.id,
            moving.flatMap((s) =>
              move(account(s, 'bonus_releasing'), account(s, 'bonus_released'), s.amount),
            ),
          );
          await setReleased(tx.q, moving);
          for (const s of moving.filter((m) => m.released === m.total)) {
            await notify(tx.q, {
              userId: s.userId,
              kind: 'release_finished',
              params: { planId: s.id, asset: 'X', amount: s.total.toString() },
              key: `release_finished:${s.id}`,
              at: end,
            });
          }
        }
        return lastPlan.id;
      });
    },
  };
}
