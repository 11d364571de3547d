import { adminSnapshotJob } from './admin/snapshot-job';
import type { AppDeps } from './app-deps';
import { depositOrderExpiry } from './deposits/expiry';
import { insuranceMaturityJob } from './insurance/settle';
import type { Job, PeriodJob, Sweep } from './jobs/job';
import { releaseJob } from './liquidityBond/release';
import { priceObservationSweep } from './market/observe';
import { fixedReleaseJob } from './pledge/fixed-release';
import { flexibleYieldJob } from './pledge/flexible-yield';
import { maturityJob } from './pledge/maturity';
import { prizeExpirySweep } from './prize/expiry';
import { prizeJob } from './prize/settle';
import { rebaseJob } from './reserveBond/rebase';
import { swapFillSweep } from './swap/fill-sweep';
import { releaseBonusJob } from './team/release-job';
import { teamRewardsJob } from './team/rewards-job';
import { voucherExpiry } from './withdrawals/expiry';

/** The jobs that pay from the reward pool (and count against the exit cap). */
const POOL_PAYERS = [
  'pledge-flexible-yield',
  'pledge-fixed-release',
  'team-rewards',
  'bond-rebase',
];

/** `job`, waiting for `needs` (itself left out) as PeriodJob.needs says. */
const needing = (job: PeriodJob, needs: readonly string[]): PeriodJob => ({
  ...job,
  needs: needs.filter((n) => n !== job.name),
});

/**
 * Everything the runner does, in order. Period jobs run in this order when several periods end
 * at the same instant (a day's settlements before the team rewards that read them, ...): each
 * feature adds its handlers here (docs/README.md, "A job").
 */
export function productJobs({
  money,
  market,
  pledge,
  insurance,
  reserveBond,
  liquidityBond,
  trading,
  team,
}: Pick<
  AppDeps,
  'money' | 'market' | 'pledge' | 'insurance' | 'reserveBond' | 'liquidityBond' | 'trading' | 'team'
>): {
  jobs: Job[];
  sweeps: Sweep[];
} {
  return {
    // A day's flexible yield, then the fixed orders' release (paid from what the pool has
    // left), then the team's rewards cut from both (the tree as staked all day: before
    // maturities), and the release plans' day, then maturities (an order maturing today is
    // paid its last day first), then the insurance of the orders that matured (their rewards
    // are all released by then). The epoch that ends with the day comes after them: the
    // reserve bonds' rebase shares what the reward pool has left, then the liquidity bonds
    // release.
    // What each job needs first (docs/time.md): the jobs that pay from the reward pool
    // share it and the exit cap, so each waits for the others' earlier periods (a day settled
    // late then pays what it would have paid on time); a maturity waits for the order's last
    // release, the insurance for the maturity. Nothing else waits: the chain's price failing
    // the insurance never holds back the return of matured principal, nor a prize, nor a
    // release.
    jobs: [
      needing(flexibleYieldJob(pledge), POOL_PAYERS),
      needing(fixedReleaseJob(pledge), POOL_PAYERS),
      needing(teamRewardsJob(team), POOL_PAYERS),
      releaseBonusJob(team),
      needing(maturityJob(pledge), ['pledge-fixed-release']),
      needing(insuranceMaturityJob(insurance), ['pledge-fixed-maturity']),
      needing(rebaseJob(reserveBond), POOL_PAYERS),
      releaseJob(liquidityBond),
      // Each prize period's payout, on its own (hour, week and month pots do not mix).
      prizeJob(trading, 'hour'),
      prizeJob(trading, 'week'),
      prizeJob(trading, 'month'),
      // Last: the console's snapshot of the day as it ended, once the pools have paid it.
      needing(adminSnapshotJob(money), POOL_PAYERS),
    ],
    // The reference price's observations first (the fills below price by it); Pending
    // Exchange swaps fill as inventory arrives; expired prizes roll into their pot.
    sweeps: [
      priceObservationSweep(market),
      depositOrderExpiry(money),
      voucherExpiry(money),
      swapFillSweep(trading),
      prizeExpirySweep(trading),
    ],
  };
}
