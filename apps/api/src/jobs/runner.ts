import { randomUUID } from 'node:crypto';
import { nextPeriod, type Period, periodAt, periodStart } from '@xbond/shared/periods';
import type { Db } from '../db/db';
import type { Clock } from '../time/clock';
import { type JobRun, jobKey, type PeriodJob, type Sweep } from './job';
import { checkpointRun, claimRun, ensureSchedule, failRun, finishRun, latestRun } from './job-runs';
import { Ticker } from './ticker';

export interface RunnerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunnerOptions {
  db: Db;
  clock: Clock;
  /** In the order a period's work must happen when several end at the same instant. */
  jobs: readonly PeriodJob[];
  sweeps: readonly Sweep[];
  log: RunnerLog;
  intervalMs: number;
  /** How long a claimed period stays ours without a checkpoint (default 60 s). */
  leaseMs?: number;
}

export interface RunnerTick {
  /** The periods this tick settled, in the order it settled them. */
  ran: { job: string; period: string }[];
  /** What each sweep changed. */
  swept: Record<string, number>;
  /** The run that stopped the tick: retried, from its progress, on the next tick. */
  failed?: { job: string; period: string; error: unknown };
}

interface Due {
  job: PeriodJob;
  order: number;
  period: Period;
}

/**
 * The one job runner (time-and-jobs.md). Each tick settles every ended period that has no
 * finished run, oldest first across all jobs (catch-up after downtime), then runs the sweeps.
 * Any number of runners (API instances) may tick against one database: the job_runs row of a
 * (job, period) is the lock, so each period's work happens once.
 */
export class JobRunner {
  private readonly ticker: Ticker<RunnerTick>;
  private readonly leaseMs: number;

  constructor(private readonly options: RunnerOptions) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.ticker = new Ticker(
      () => this.run(),
      options.intervalMs,
      (error) => options.log.error({ err: error }, 'job runner tick failed'),
    );
  }

  /** One pass that starts after the call (see Ticker): what became due by now has run. */
  tick(): Promise<RunnerTick> {
    return this.ticker.tick();
  }

  start(): void {
    this.ticker.start();
  }

  stop(): Promise<void> {
    return this.ticker.stop();
  }

  private async run(): Promise<RunnerTick> {
    const now = this.options.clock.now();
    const result: RunnerTick = { ran: [], swept: {} };
    for (const due of await this.duePeriods(now)) {
      const outcome = await this.runPeriod(due);
      if (outcome === 'ran') result.ran.push({ job: due.job.name, period: due.period.name });
      if (outcome === 'busy') break; // its order comes first: wait for the other runner
      if (outcome instanceof Error) {
        result.failed = { job: due.job.name, period: due.period.name, error: outcome };
        break;
      }
    }
    for (const sweep of this.options.sweeps) {
      result.swept[sweep.name] = await sweep.run(now);
    }
    if (result.ran.length) this.options.log.info({ ran: result.ran }, 'jobs ran');
    return result;
  }

  /** Every ended period without a finished run, oldest end first, then in job order. */
  private async duePeriods(now: Date): Promise<Due[]> {
    const due: Due[] = [];
    for (const [order, job] of this.options.jobs.entries()) {
      const first = await ensureSchedule(this.options.db, job.name, periodStart(job.period, now));
      const latest = await latestRun(this.options.db, job.name);
      let period = periodAt(job.period, latest?.start ?? first);
      if (latest?.status === 'done') period = nextPeriod(period);
      for (; period.end.getTime() <= now.getTime(); period = nextPeriod(period)) {
        due.push({ job, order, period });
      }
    }
    return due.sort((a, b) => a.period.end.getTime() - b.period.end.getTime() || a.order - b.order);
  }

  private async runPeriod({ job, period }: Due): Promise<'ran' | 'done' | 'busy' | Error> {
    const { db, log } = this.options;
    const owner = randomUUID();
    const ids = { job: job.name, period: period.name, owner };
    const claim = await claimRun(db, { ...ids, start: period.start, leaseMs: this.leaseMs });
    if (claim.status !== 'claimed') return claim.status;
    const run: JobRun = {
      period,
      progress: claim.progress,
      key: (subject) => jobKey(job.name, period.name, subject),
      checkpoint: (q, progress) => checkpointRun(q, { ...ids, progress, leaseMs: this.leaseMs }),
    };
    try {
      await job.run(run);
      await finishRun(db, ids);
      return 'ran';
    } catch (error) {
      log.error({ err: error, job: job.name, period: period.name }, 'job run failed');
      await failRun(db, { ...ids, error: String(error) }).catch(() => {});
      return error instanceof Error ? error : new Error(String(error));
    }
  }
}
