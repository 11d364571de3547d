import { randomUUID } from 'node:crypto';
import { nextPeriod, type Period, periodAt, periodStart } from '@xbond/shared/periods';
import type { Db } from '../db/db';
import type { Clock } from '../time/clock';
import {
  type CatchUpJob,
  catchesUp,
  type Job,
  JobBusyError,
  type JobRun,
  jobKey,
  type PeriodJob,
  type Sweep,
} from './job';
import {
  checkpointRun,
  claimDone,
  claimRun,
  ensureSchedule,
  failRun,
  finishRun,
  latestRuns,
} from './job-runs';
import { Ticker } from './ticker';

export interface RunnerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunnerOptions {
  db: Db;
  clock: Clock;
  /** In the order a period's work must happen when several end at the same instant. */
  jobs: readonly Job[];
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
  job: Job;
  order: number;
  period: Period;
}

type Outcome = { ran: Period[] } | 'busy' | Error;

/**
 * The one job runner (time-and-jobs.md). Each tick settles every ended period that has no
 * finished run, oldest first across all jobs (catch-up after downtime), then runs the sweeps.
 * A catch-up job gets all its due periods at its first one's turn, in one call.
 * Any number of runners (API instances) may tick against one database: the job_runs row of a
 * (job, period) is the lock, so each period's work happens once.
 */
export class JobRunner {
  private readonly ticker: Ticker<RunnerTick>;
  private readonly leaseMs: number;
  /** Each job's first period start: job_schedule keeps it once and never changes it. */
  private readonly firstStarts = new Map<string, Date>();

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
    const dues = await this.duePeriods(now);
    const caughtUp = new Set<Job>();
    for (const due of dues) {
      const { job } = due;
      if (caughtUp.has(job)) continue;
      let outcome: Outcome;
      if (catchesUp(job)) {
        caughtUp.add(job);
        const periods = dues.filter((d) => d.job === job).map((d) => d.period);
        outcome = await this.runMany(job, periods);
      } else outcome = await this.runPeriod(job, due.period);
      if (outcome === 'busy') break; // its order comes first: wait for the other runner
      if (outcome instanceof Error) {
        result.failed = { job: job.name, period: due.period.name, error: outcome };
        break;
      }
      for (const period of outcome.ran) result.ran.push({ job: job.name, period: period.name });
    }
    for (const sweep of this.options.sweeps) {
      result.swept[sweep.name] = await sweep.run(now);
    }
    if (result.ran.length) this.options.log.info({ ran: result.ran }, 'jobs ran');
    return result;
  }

  /** Every ended period without a finished run, oldest end first, then in job order. */
  private async duePeriods(now: Date): Promise<Due[]> {
    const { db, jobs } = this.options;
    const due: Due[] = [];
    const latestOf = await latestRuns(
      db,
      jobs.map((j) => j.name),
    );
    for (const [order, job] of jobs.entries()) {
      const first =
        this.firstStarts.get(job.name) ??
        (await ensureSchedule(db, job.name, periodStart(job.period, now)));
      this.firstStarts.set(job.name, first);
      const latest = latestOf.get(job.name);
      let period = periodAt(job.period, latest?.start ?? first);
      if (latest?.status === 'done') period = nextPeriod(period);
      for (; period.end.getTime() <= now.getTime(); period = nextPeriod(period)) {
        due.push({ job, order, period });
      }
    }
    return due.sort((a, b) => a.period.end.getTime() - b.period.end.getTime() || a.order - b.order);
  }

  private async runPeriod(job: PeriodJob, period: Period): Promise<Outcome> {
    const { db, log } = this.options;
    const owner = randomUUID();
    const ids = { job: job.name, period: period.name, owner };
    const claim = await claimRun(db, { ...ids, start: period.start, leaseMs: this.leaseMs });
    if (claim.status === 'done') return { ran: [] };
    if (claim.status === 'busy') return 'busy';
    const run: JobRun = {
      period,
      progress: claim.progress,
      key: (subject) => jobKey(job.name, period.name, subject),
      checkpoint: (q, progress) => checkpointRun(q, { ...ids, progress, leaseMs: this.leaseMs }),
    };
    try {
      await job.run(run);
      await finishRun(db, ids);
      return { ran: [period] };
    } catch (error) {
      log.error({ err: error, job: job.name, period: period.name }, 'job run failed');
      await failRun(db, { ...ids, error: String(error) }).catch(() => {});
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  /**
   * A catch-up job's due periods in one call. Its runs are marked done in its own
   * transaction (CatchUpRun.claim), so there is no lease to keep: a failure rolls them back
   * with the settlement, and the next tick tries the same periods again.
   */
  private async runMany(job: CatchUpJob, periods: Period[]): Promise<Outcome> {
    const owner = randomUUID();
    let ran: Period[] = [];
    try {
      await job.runMany({
        periods,
        key: (period, subject) => jobKey(job.name, period.name, subject),
        async claim(q) {
          const marked = await claimDone(q, { job: job.name, periods, owner });
          ran = periods.filter((p) => marked.has(p.name));
          return ran;
        },
      });
      return { ran };
    } catch (error) {
      if (error instanceof JobBusyError) return 'busy';
      this.options.log.error(
        { err: error, job: job.name, period: periods[0]?.name },
        'job run failed',
      );
      return error instanceof Error ? error : new Error(String(error));
    }
  }
}
