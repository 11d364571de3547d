import { depositOrderExpiry } from '../deposits/expiry';
import type { MoneyContext } from '../ledger/context';
import { voucherExpiry } from '../withdrawals/expiry';
import type { PeriodJob, Sweep } from './job';

/**
 * Everything the runner does, in order. Period jobs run in this order when several periods end
 * at the same instant (a day's settlements before the team rewards that read them, ...): each
 * feature adds its handlers here (style.md, "a settlement is a list of job handlers").
 */
export function productJobs(money: MoneyContext): { jobs: PeriodJob[]; sweeps: Sweep[] } {
  return {
    jobs: [],
    sweeps: [depositOrderExpiry(money), voucherExpiry(money)],
  };
}
