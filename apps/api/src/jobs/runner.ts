import { randomUUID } from 'node:crypto';
import { nextPeriod, type Period, periodAt, periodStart } from '@xbond/shared/periods';
import type { Db } from '../db/db';
import type { Clock } from '../time/clock';
import {
  type CatchUpJob,
  catchesUp,
  checkNeeds,
  type Job,
  JobBusyError,
  type JobRun,
  type JobStatus,
  jobKey,
  type PeriodJob,
  type RunnerTick,
  type Sweep,
  type Waiting,
} from './job';
import {
  type Backoff,
  clearFailures,
  type JobHealth,
  lastSettled,
  readHealth,
  recordFailure,
} from './job-health';
import {
  checkpointRun,
  claimDone,
  claimRun,
  ensureSchedule,
  failRun,
  finishRun,
  heartbeatRun,
  latestRuns,
  readSchedule,
} from './job-runs';
import { Ticker } from './ticker';

export interface RunnerLog {
  info(obj: object, msg: string): void;
  warn?(obj: object, msg: string): void;
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
  /** How long a claimed period stays ours without a heartbeat or checkpoint (default 60 s). */
  leaseMs?: number;
  /** How often a running period's lease is extended (default a third of the lease). */
  heartbeatMs?: number;
  /** The wait before a failed job is tried again, by the product's clock. */
  backoff?: Backoff;
}

interface Due {
  job: Job;
  order: number;
  period: Period;
}

type Outcome = { ran: Period[] } | 'busy' | Error;

export const DEFAULT_BACKOFF: Backoff = { baseMs: 5_000, maxMs: 600_000 };

/**
 * The one job runner (docs/time.md). Each tick settles every ended period that has no
 * finished run, oldest first across all jobs (catch-up after downtime), then runs the sweeps.
 * A catch-up job gets all its due periods at its first one's turn, in one call.
 * A job that fails (or waits for its backoff, or for another runner) holds back only its own
 * later periods and the jobs that need it; the others go on.
 * Any number of runners (API instances) may tick against one database: the job_runs row of a
 * (job, period) is the lock, kept by heartbeat while its handler works, so each period's work
 * happens once.
 */
export class JobRunner {
  private readonly ticker: Ticker<RunnerTick>;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly backoff: Backoff;
  /** Each job's first period start: job_schedule keeps it once and never changes it. */
  private readonly firstStarts = new Map<string, Date>();

  constructor(private readonly options: RunnerOptions) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.heartbeatMs = options.heartbeatMs ?? Math.floor(this.leaseMs / 3);
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    checkNeeds(options.jobs);
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

  /** Each job's last settled period, its lag and its failures (for /health). Reads only. */
  async status(): Promise<JobStatus[]> {
    const { db, jobs, clock } = this.options;
    const names = jobs.map((j) => j.name);
    const [dues, settled, health] = await Promise.all([
      this.duePeriods(clock.now(), false),
      lastSettled(db, names),
      readHealth(db, names),
    ]);
    return jobs.map((job) => ({
      job: job.name,
      period: job.period,
      settled: settled.get(job.name) ?? null,
      lag: dues.filter((d) => d.job === job).length,
      failures: health.get(job.name)?.failures ?? 0,
      retryAt: health.get(job.name)?.retryAt ?? null,
    }));
  }

  private async run(): Promise<RunnerTick> {
    const { db, clock, jobs, sweeps, log } = this.options;
    const now = clock.now();
    const result: RunnerTick = { ran: [], swept: {}, failures: [], waiting: [] };
    const dues = await this.duePeriods(now, true);
    const health = await readHealth(
      db,
      jobs.map((j) => j.name),
    );
    // Jobs with a due period that did not settle: their later periods, and the jobs that need
    // them, wait. Dues come oldest first, so a held job's unsettled period precedes the rest.
    const held = new Set<string>();
    const caughtUp = new Set<Job>();
    for (const due of dues) {
      const { job, period } = due;
      if (held.has(job.name) || caughtUp.has(job)) continue;
      const why = this.waitingFor(job, held, health.get(job.name), now);
      if (why) {
        held.add(job.name);
        result.waiting.push({ job: job.name, period: period.name, why });
        continue;
      }
      let outcome: Outcome;
      if (catchesUp(job)) {
        caughtUp.add(job);
        const periods = dues.filter((d) => d.job === job).map((d) => d.period);
        outcome = await this.runMany(job, periods);
      } else outcome = await this.runPeriod(job, period);
      if (outcome === 'busy') {
        held.add(job.name);
        result.waiting.push({ job: job.name, period: period.name, why: 'busy' });
      } else if (outcome instanceof Error) {
        held.add(job.name);
        const failure = { job: job.name, period: period.name, error: outcome };
        result.failed ??= failure;
        result.failures.push(failure);
        const retryAt = await recordFailure(db, {
          ...failure,
          error: String(outcome),
          now,
          backoff: this.backoff,
        });
        log.error({ err: outcome, job: job.name, period: period.name, retryAt }, 'job failed');
      } else {
        if (health.get(job.name)) await clearFailures(db, job.name);
        health.delete(job.name);
        for (const p of outcome.ran) result.ran.push({ job: job.name, period: p.name });
      }
    }
    for (const sweep of sweeps) {
      result.swept[sweep.name] = await sweep.run(now);
    }
    if (result.ran.length) log.info({ ran: result.ran }, 'jobs ran');
    return result;
  }

  /** What holds `job` back this tick: a needed job held, or its backoff; null when it may run. */
  private waitingFor(
    job: Job,
    held: ReadonlySet<string>,
    health: JobHealth | undefined,
    now: Date,
  ): Waiting | null {
    const need = ('needs' in job ? job.needs : undefined)?.find((n) => held.has(n));
    if (need) return { needs: need };
    if (health?.retryAt && health.retryAt.getTime() > now.getTime()) return 'retry';
    return null;
  }

  /**
   * Every ended period without a finished run, oldest end first, then in job order. `register`
   * records a job's first period when it is new (a tick); a read for /health registers nothing.
   */
  private async duePeriods(now: Date, register: boolean): Promise<Due[]> {
    const { db, jobs } = this.options;
    const due: Due[] = [];
    const names = jobs.map((j) => j.name);
    const [latestOf, schedule] = await Promise.all([
      latestRuns(db, names),
      register ? null : readSchedule(db, names),
    ]);
    for (const [order, job] of jobs.entries()) {
      let first = this.firstStarts.get(job.name) ?? schedule?.get(job.name);
      if (!first) {
        if (!register) continue;
        first = await ensureSchedule(db, job.name, periodStart(job.period, now));
        this.firstStarts.set(job.name, first);
      }
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
    // The heartbeat keeps the lease while the handler works, however slow its batches.
    const heartbeat = setInterval(() => {
      heartbeatRun(db, { ...ids, leaseMs: this.leaseMs })
        .then((held) => {
          if (!held) log.warn?.({ job: job.name, period: period.name }, 'job lease lost');
        })
        .catch((error) => log.warn?.({ err: error, job: job.name }, 'job heartbeat failed'));
    }, this.heartbeatMs);
    heartbeat.unref();
    try {
      await job.run(run);
      await finishRun(db, ids);
      return { ran: [period] };
    } catch (error) {
      await failRun(db, { ...ids, error: String(error) }).catch(() => {});
      return error instanceof Error ? error : new Error(String(error));
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * A catch-up job's due periods in one call. Its runs are marked done in its own
   * transaction (CatchUpRun.claim), so there is no lease to keep: a failure rolls them back
   * with the settlement, and they are tried again after the backoff.
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
      return error instanceof Error ? error : new Error(String(error));
    }
  }
}
