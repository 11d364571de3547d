import type { LiquidityBondContext } from '../bonds/context';
import { linearPart } from '../bonds/schedule';
import type { PeriodJob } from '../jobs/job';
import { bookLockedPages } from '../jobs/pages';
import { notify } from '../notices/write';
import { advanceFlowBonds, type LiquidityBond, type ReleaseStep, releasingBonds } from './bonds';

const NAME = 'flowbond-release';
const BATCH = 1000;

/** One epoch of a bond: an equal share of the LP and of the X not released yet, all in the last. */
export function releaseStep(b: LiquidityBond): ReleaseStep {
  const epochsLeft = b.epochs - b.epochsDone;
  return {
    id: b.id,
    principal: linearPart(b.principal - b.principalReleased, epochsLeft),
    interest: linearPart(b.interest - b.interestReleased, epochsLeft),
  };
}

/**
 * The epoch job of liquidity bonds (docs/bonds.md): every active bond releases its share of
 * LP and X, by the same 8-hour epoch as reserve bonds vest (one countdown on the bonds pages;
 * docs/bonds.md). A release moves no money: the LP and X wait in the user's bond payout
 * account, and the bond row says how much of them may be claimed. Pages of bonds as in the
 * reserve bonds' job: each page and its cursor one transaction, every bond moved on with it,
 * so nothing is released twice. (The ledger's transaction only for its paging: nothing posts.)
 */
export function releaseJob(ctx: LiquidityBondContext): PeriodJob {
  const { ledger } = ctx.money;
  return {
    name: NAME,
    period: 'epoch',
    async run(run) {
      const { period } = run;
      await bookLockedPages(run, ledger, async ({ q }, cursor) => {
        const page = await releasingBonds(q, period.start, cursor, BATCH);
        const end = page.at(-1);
        if (!end) return null;
        await advanceFlowBonds(q, page.map(releaseStep), period);
        for (const b of page.filter((bond) => bond.epochsDone + 1 === bond.epochs)) {
          await notify(q, {
            userId: b.userId,
            kind: 'flowbond_finished',
            params: { bondId: b.id },
            key: `flowbond_finished:${b.id}`,
            at: period.end,
          });
        }
        return end.id;
      });
    },
  };
}
