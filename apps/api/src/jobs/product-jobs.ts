import type { AppDeps } from '../app-deps';
import { depositOrderExpiry } from '../deposits/expiry';
import { insuranceMaturityJob } from '../insurance/settle';
import { releaseJob } from '../liquidityBond/release';
import { priceObservationSweep } from '../market/observe';
import { fixedReleaseJob } from '../pledge/fixed-release';
import { flexibleYieldJob } from '../pledge/flexible-yield';
import { maturityJob } from '../pledge/maturity';
import { prizeExpirySweep } from '../prize/expiry';
import { prizeJob } from '../prize/settle';
import { rebaseJob } from '../reserveBond/rebase';
import { swapFillSweep } from '../swap/fill-sweep';
import { releaseBonusJob } from '../team/release-job';
import { teamRewardsJob } from '../team/rewards-job';
import { voucherExpiry } from '../withdrawals/expiry';
import type { Job, Sweep } from './job';

/**
 * Everything the runner does, in order. Period jobs run in this order when several periods end
 * at the same instant (a day's settlements before the team rewards that read them, ...): each
 * feature adds its handlers here (style.md, "a settlement is a list of job handlers").
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
    jobs: [
      flexibleYieldJob(pledge),
      fixedReleaseJob(pledge),
      teamRewardsJob(team),
      releaseBonusJob(team),
      maturityJob(pledge),
      insuranceMaturityJob(insurance),
      rebaseJob(reserveBond),
      releaseJob(liquidityBond),
      // Each prize period's payout, on its own (hour, week and month pots do not mix).
      prizeJob(trading, 'hour'),
      prizeJob(trading, 'week'),
      prizeJob(trading, 'month'),
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
