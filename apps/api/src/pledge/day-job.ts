import type { JobRun, PeriodJob } from '../jobs/job';
import type { PledgeContext } from './context';
import type { PledgeSettings } from './settings';

/**
 * A staking job that settles each UTC day by the settings in force when the day began: a change
 * made during the day counts from the next one (settings/live.ts).
 */
export const stakingDayJob = (
  ctx: PledgeContext,
  name: string,
  settle: (run: JobRun, settings: PledgeSettings) => Promise<void>,
): PeriodJob => ({
  name,
  period: 'day',
  run: (run) => settle(run, ctx.settingsAt(run.period.start)),
});
