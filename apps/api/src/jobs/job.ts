import type { Period, PeriodKind } from '@xbond/shared/periods';
import type { Queryable } from '../db/db';

/**
 * One period's run of a job, as its handler sees it. A handler that settles many users works
 * in batches, each its own transaction: it posts with `key(subject)` idempotency keys and
 * saves its keyset cursor with `checkpoint` in the same transaction, so a run that failed or
 * died resumes after the last committed batch and never posts twice (docs/time.md).
 */
export interface JobRun {
  readonly period: Period;
  /** The cursor the last committed batch saved; null on a period's first attempt. */
  readonly progress: string | null;
  /** The idempotency key of this period's operation for `subject`. */
  key(subject: string): string;
  /**
   * Inside a batch's transaction: saves `progress` and extends the lease. Throws
   * LeaseLostError (rolling the batch back) when another runner has taken the period over.
   */
  checkpoint(q: Queryable, progress: string): Promise<void>;
}

/** Settles exactly one ended period of its kind per run. */
export interface PeriodJob {
  /** Stable: it names the job's rows in job_runs and its idempotency keys. */
  name: string;
  period: PeriodKind;
  /**
   * The jobs whose periods must be settled first (docs/time.md): a period of this job runs
   * once every needed job has settled its periods that end before it, and, for a needed job
   * listed earlier, the one that ends with it. A job that fails holds back only its own later
   * periods and the jobs that need it.
   */
  needs?: readonly string[];
  run(run: JobRun): Promise<void>;
}

/**
 * A job whose periods depend only on its own earlier periods (a prize kind's pots), so it may
 * settle many of them ahead of other jobs' periods of the same span. The runner hands it
 * every due period at once: after downtime, or a demo clock moved by 30 days, a run of
 * hundreds of periods costs one transaction instead of one run each.
 */
export interface CatchUpJob {
  name: string;
  period: PeriodKind;
  runMany(run: CatchUpRun): Promise<void>;
}

export interface CatchUpRun {
  /** Consecutive ended periods of the job, oldest first, none with a finished run. */
  readonly periods: readonly Period[];
  /** The idempotency key of `period`'s operation for `subject`. */
  key(period: Period, subject: string): string;
  /**
   * Inside the job's one transaction, once it holds the lock that orders its settlements:
   * records the periods' runs as done (they commit or roll back with the settlement) and
   * answers those no other runner finished first, oldest first. Throws JobBusyError when
   * another runner is still working on one of them.
   */
  claim(q: Queryable): Promise<Period[]>;
}

export type Job = PeriodJob | CatchUpJob;

export const catchesUp = (job: Job): job is CatchUpJob => 'runMany' in job;

/**
 * Work with no period of its own (expiries): run on every tick, idempotent by itself (state
 * changes guarded by their own conditions). Answers how many things it changed.
 */
export interface Sweep {
  name: string;
  run(now: Date): Promise<number>;
}

export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  constructor(job: string, period: string) {
    super(`${job} ${period}: another runner took this period over`);
  }
}

export class JobBusyError extends Error {
  override readonly name = 'JobBusyError';
  constructor(job: string, period: string) {
    super(`${job} ${period}: another runner is settling this period`);
  }
}

/** `job:<name>:<period>:<subject>`, the one shape of a job's idempotency keys. */
export const jobKey = (job: string, period: string, subject: string) =>
  `job:${job}:${period}:${subject}`;

/** Why a due period did not run this tick. */
export type Waiting = 'busy' | 'retry' | { needs: string };

export interface RunnerTick {
  /** The periods this tick settled, in the order it settled them. */
  ran: { job: string; period: string }[];
  /** What each sweep changed. */
  swept: Record<string, number>;
  /** The first run that failed: retried, from its progress, after its backoff. */
  failed?: { job: string; period: string; error: unknown };
  /** Every run that failed this tick. */
  failures: { job: string; period: string; error: unknown }[];
  /** The jobs held back this tick, each at its first due period, and why. */
  waiting: { job: string; period: string; why: Waiting }[];
}

/** A job as /health shows it. */
export interface JobStatus {
  job: string;
  period: PeriodKind;
  /** Its latest settled period; null before its first. */
  settled: string | null;
  /** Its ended periods not settled yet. */
  lag: number;
  failures: number;
  retryAt: Date | null;
}

/** Every job a job needs is in the list: a typo would otherwise never hold anything back. */
export function checkNeeds(jobs: readonly Job[]): void {
  const names = new Set(jobs.map((j) => j.name));
  for (const job of jobs) {
    for (const need of ('needs' in job ? job.needs : undefined) ?? []) {
      if (!names.has(need)) throw new Error(`job ${job.name} needs ${need}, which is not a job`);
    }
  }
}
