import type { LiquidityBondContext } from '../bonds/context';
import { linearPart } from '../bonds/schedule';
import type { PeriodJob } from '../jobs/job';
import { userAccount } from '../ledger/accounts';
import { advanceFlowBonds, type FlowBond, type ReleaseStep, releasingBonds } from './bonds';

const NAME = 'flowbond-release';
const BATCH = 1000;

/** One epoch of a bond: an equal share of the LP and of the X still locked, all in the last. */
export function releaseStep(b: FlowBond): ReleaseStep {
  const epochsLeft = b.epochs - b.epochsDone;
  return {
    id: b.id,
    userId: b.userId,
    principal: linearPart(b.principal - b.principalReleased, epochsLeft),
    interest: linearPart(b.interest - b.interestReleased, epochsLeft),
  };
}

/**
 * The epoch job of liquidity bonds (business-rules 7): every active bond releases its share of
 * LP and X from locked to claimable, by the same 8-hour epoch as reserve bonds vest (one
 * countdown on the bonds pages; docs/bonds.md). Pages of bonds as in the reserve bonds' job:
 * one transaction and one operation per page, bonds moved on with it, so nothing is released
 * twice.
 */
export function releaseJob(ctx: LiquidityBondContext): PeriodJob {
  const { ledger } = ctx.money;
  return {
    name: NAME,
    period: 'epoch',
    async run(run) {
      const { period } = run;
      for (let cursor = run.progress ?? '0'; ; ) {
        const last = await ledger.transaction(async (tx) => {
          const page = await releasingBonds(tx.q, period.start, cursor, BATCH);
          const [first, end] = [page[0], page.at(-1)];
          if (!first || !end) return null;
          const steps = page.map(releaseStep);
          const op = await tx.begin({
            key: run.key(`page:${first.id}`),
            type: 'flowbond_release',
            params: { epoch: period.name, after: cursor },
            result: { bonds: steps.length },
          });
          if (op.replayed) throw new Error(`${run.key(`page:${first.id}`)} was booked before`);
          await tx.post(
            op.id,
            steps.flatMap((s) =>
              (['LP', 'X'] as const).flatMap((asset) => {
                const amount = asset === 'LP' ? s.principal : s.interest;
                return [
                  { account: userAccount(s.userId, asset, 'flowbond_locked'), amount: -amount },
                  { account: userAccount(s.userId, asset, 'flowbond_released'), amount },
                ];
              }),
            ),
          );
          await advanceFlowBonds(tx.q, steps, period);
          await run.checkpoint(tx.q, end.id);
          return end.id;
        });
        if (!last) return;
        cursor = last;
      }
    },
  };
}
