import type { ReserveBondContext } from '../bonds/context';
import { linearPart } from '../bonds/schedule';
import { splitReward } from '../earnings/cap';
import type { PeriodJob } from '../jobs/job';
import { bookLockedPages } from '../jobs/pages';
import { systemAccount, userAccount } from '../ledger/accounts';
import type { Posting } from '../ledger/ledger';
import { notifyAll } from '../notices/write';
import { type DayTerms, dayFigure, fixDayTerms } from '../pledge/day-terms';
import { PPM } from '../pledge/settings';
import {
  advanceBonds,
  type Bond,
  type EpochStep,
  rebaseDue,
  unvested,
  vestingBonds,
} from './orders';

const NAME = 'bond-rebase';
const BATCH = 1000;

/**
 * One epoch of a bond (docs/bonds.md): the unvested part, held unvested through the whole
 * epoch, grows by the rebase rate (rounded down), paid from the reward pool or its pro-rata
 * share when the pool cannot pay the epoch in full; then an equal share of what is still
 * unvested over the epochs left vests (all of it in the last).
 */
export function epochStep(b: Bond, ratePpm: bigint, terms: DayTerms): EpochStep {
  const left = unvested(b);
  const due = (left * ratePpm) / PPM;
  // No exit cap on a rebase: the bond was bought, not staked (docs/bonds.md).
  const { paid, shortfall } = splitReward(due, due, terms);
  const vest = linearPart(left + paid, b.epochs - b.epochsDone);
  return { id: b.id, userId: b.userId, rebase: paid, shortfall, vest };
}

/**
 * The epoch job of reserve bonds: rebase and vesting of every bond vesting in the epoch. Each
 * page of bonds is one transaction and one ledger operation (keyed by its first bond): the
 * pool's posting, each user's postings netted per account, every bond moved to its next epoch
 * in one statement, the cursor saved. A bond leaves the epoch's set as it is booked, so a rerun
 * or a resumed run never books it twice (docs/bonds.md, "The epoch jobs").
 */
export function rebaseJob(ctx: ReserveBondContext): PeriodJob {
  const { db, ledger } = ctx.money;
  return {
    name: NAME,
    period: 'epoch',
    async run(run) {
      const { period } = run;
      // The rate in force when the epoch began: a change made during it counts from the next.
      const rate = BigInt(ctx.settingsAt(period.start).rebaseRatePpm);
      // Fixed at the epoch's first attempt (with the staking days' terms): every page and
      // every resumed attempt pays by the same rate and pro-rata share.
      const terms = await fixDayTerms(db, NAME, period, async () => ({
        rates: { rebaseRatePpm: rate.toString() },
        due: await rebaseDue(db, period.start, rate),
      }));
      const epochRate = dayFigure(terms, 'rebaseRatePpm');
      await bookLockedPages(run, ledger, async (tx, cursor) => {
        const page = await vestingBonds(tx.q, period.start, cursor, BATCH);
        const [first, end] = [page[0], page.at(-1)];
        if (!first || !end) return null;
        const steps = page.map((b) => epochStep(b, epochRate, terms));
        const sum = (f: (s: EpochStep) => bigint) => steps.reduce((t, s) => t + f(s), 0n);
        const op = await tx.begin({
          key: run.key(`page:${first.id}`),
          type: 'bond_epoch',
          params: { epoch: period.name, after: cursor },
          result: {
            bonds: steps.length,
            rebase: sum((s) => s.rebase).toString(),
            shortfall: sum((s) => s.shortfall).toString(),
            vested: sum((s) => s.vest).toString(),
          },
        });
        // The bonds are still at this epoch, yet their page's key was used: a bug, not a rerun.
        if (op.replayed) throw new Error(`${run.key(`page:${first.id}`)} was booked before`);
        await tx.post(op.id, epochPostings(steps));
        await advanceBonds(tx.q, steps, period);
        await notifyAll(
          tx.q,
          page
            .filter((bond) => bond.epochsDone + 1 === bond.epochs)
            .map((b) => ({
              userId: b.userId,
              kind: 'bond_vested' as const,
              params: { bondId: b.id },
              key: `bond_vested:${b.id}`,
              at: period.end,
            })),
        );
        return end.id;
      });
    },
  };
}

/**
 * The pool pays every rebase into its user's bond payout account (netted per user by the
 * ledger). Vesting moves no money: the X is the user's already, the bond row says how much of
 * it may be claimed.
 */
function epochPostings(steps: readonly EpochStep[]): Posting[] {
  const rebase = steps.reduce((t, s) => t + s.rebase, 0n);
  return [
    { account: systemAccount('reward_pool', 'X'), amount: -rebase },
    ...steps.map((s) => ({ account: userAccount(s.userId, 'X', 'bond_payout'), amount: s.rebase })),
  ];
}
