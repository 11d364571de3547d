import type { Period } from '@xbond/shared/periods';
import type { Queryable } from '../db/db';
import { JobBusyError, LeaseLostError } from './job';

/** Registers a job once; answers the start of its first period (kept from the first call). */
export async function ensureSchedule(q: Queryable, job: string, firstStart: Date): Promise<Date> {
  await q.query(
    `INSERT INTO job_schedule (job, first_period_start) VALUES ($1, $2)
     ON CONFLICT (job) DO NOTHING`,
    [job, firstStart.toISOString()],
  );
  const rows = await q.query<{ first: Date }>(
    'SELECT first_period_start AS first FROM job_schedule WHERE job = $1',
    [job],
  );
  if (!rows[0]) throw new Error(`job_schedule lost ${job}`);
  return new Date(rows[0].first);
}

export type LatestRun = { start: Date; status: 'running' | 'done' };

/** Each job's latest period row (where its next run starts), in one statement. */
export async function latestRuns(
  q: Queryable,
  jobs: readonly string[],
): Promise<Map<string, LatestRun>> {
  const rows = await q.query<{ job: string; start: Date; status: 'running' | 'done' }>(
    `SELECT j.job, r.period_start AS start, r.status FROM unnest($1::text[]) AS j (job)
     CROSS JOIN LATERAL (SELECT period_start, status FROM job_runs WHERE job = j.job
       ORDER BY period_start DESC LIMIT 1) r`,
    [jobs],
  );
  return new Map(rows.map((r) => [r.job, { start: new Date(r.start), status: r.status }]));
}

export type Claim =
  | { status: 'claimed'; progress: string | null }
  /** Finished before (by this runner or another). */
  | { status: 'done' }
  /** Another runner holds it with a live lease. */
  | { status: 'busy' };

/**
 * Takes the period for `owner`: inserts its row, or takes over a row whose runner's lease ran
 * out (it died or failed), keeping the progress it saved.
 */
export async function claimRun(
  q: Queryable,
  r: { job: string; period: string; start: Date; owner: string; leaseMs: number },
): Promise<Claim> {
  const rows = await q.query<{ progress: string | null }>(
    `INSERT INTO job_runs (job, period, period_start, owner, lease_until)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision))
     ON CONFLICT (job, period) DO UPDATE
       SET owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until,
           attempts = job_runs.attempts + 1, started_at = now()
       WHERE job_runs.status = 'running' AND job_runs.lease_until < now()
     RETURNING progress`,
    [r.job, r.period, r.start.toISOString(), r.owner, r.leaseMs / 1000],
  );
  if (rows[0]) return { status: 'claimed', progress: rows[0].progress };
  const now = await q.query<{ status: string }>(
    'SELECT status FROM job_runs WHERE job = $1 AND period = $2',
    [r.job, r.period],
  );
  return { status: now[0]?.status === 'done' ? 'done' : 'busy' };
}

type Owned = { job: string; period: string; owner: string };

/** Saves a batch's progress and extends the lease, only while `owner` still holds the period. */
export async function checkpointRun(
  q: Queryable,
  r: Owned & { progress: string; leaseMs: number },
): Promise<void> {
  const rows = await q.query(
    `UPDATE job_runs SET progress = $4,
       lease_until = now() + make_interval(secs => $5::double precision)
     WHERE job = $1 AND period = $2 AND owner = $3 AND status = 'running' RETURNING 1`,
    [r.job, r.period, r.owner, r.progress, r.leaseMs / 1000],
  );
  if (rows.length === 0) throw new LeaseLostError(r.job, r.period);
}

export async function finishRun(q: Queryable, r: Owned): Promise<void> {
  const rows = await q.query(
    `UPDATE job_runs SET status = 'done', finished_at = now(), last_error = NULL
     WHERE job = $1 AND period = $2 AND owner = $3 AND status = 'running' RETURNING 1`,
    [r.job, r.period, r.owner],
  );
  if (rows.length === 0) throw new LeaseLostError(r.job, r.period);
}

/** A failed run gives its lease up at once, so the next tick retries from its progress. */
export async function failRun(q: Queryable, r: Owned & { error: string }): Promise<void> {
  await q.query(
    `UPDATE job_runs SET lease_until = now(), last_error = $4
     WHERE job = $1 AND period = $2 AND owner = $3 AND status = 'running'`,
    [r.job, r.period, r.owner, r.error.slice(0, 2000)],
  );
}

/**
 * A catch-up job's periods, marked done inside the transaction that settles them: inserts
 * their rows, or takes over rows whose runner's lease ran out. Answers the names of the
 * periods this call marked (the others were done before); throws JobBusyError when a runner
 * with a live lease holds one of them.
 */
export async function claimDone(
  q: Queryable,
  r: { job: string; periods: readonly Period[]; owner: string },
): Promise<Set<string>> {
  const rows = await q.query<{ period: string }>(
    `INSERT INTO job_runs (job, period, period_start, owner, lease_until, status, finished_at)
     SELECT $1, p.name, p.start, $4, now(), 'done', now()
     FROM unnest($2::text[], $3::timestamptz[]) AS p (name, start)
     ON CONFLICT (job, period) DO UPDATE
       SET owner = EXCLUDED.owner, status = 'done', finished_at = now(), last_error = NULL,
           attempts = job_runs.attempts + 1, started_at = now()
       WHERE job_runs.status = 'running' AND job_runs.lease_until < now()
     RETURNING period`,
    [r.job, r.periods.map((p) => p.name), r.periods.map((p) => p.start.toISOString()), r.owner],
  );
  const marked = new Set(rows.map((row) => row.period));
  if (marked.size < r.periods.length) {
    const held = await q.query<{ period: string }>(
      `SELECT period FROM job_runs WHERE job = $1 AND period = ANY($2::text[])
         AND status = 'running' LIMIT 1`,
      [r.job, r.periods.filter((p) => !marked.has(p.name)).map((p) => p.name)],
    );
    if (held[0]) throw new JobBusyError(r.job, held[0].period);
  }
  return marked;
}

/**
 * Extends a running period's lease while its handler works (the runner's heartbeat). Answers
 * false when `owner` no longer holds it: its next checkpoint will refuse, rolling back.
 */
export async function heartbeatRun(q: Queryable, r: Owned & { leaseMs: number }): Promise<boolean> {
  const rows = await q.query(
    `UPDATE job_runs SET heartbeat_at = now(),
       lease_until = now() + make_interval(secs => $4::double precision)
     WHERE job = $1 AND period = $2 AND owner = $3 AND status = 'running' RETURNING 1`,
    [r.job, r.period, r.owner, r.leaseMs / 1000],
  );
  return rows.length > 0;
}

/** Each registered job's first period start (job_schedule), without registering any. */
export async function readSchedule(
  q: Queryable,
  jobs: readonly string[],
): Promise<Map<string, Date>> {
  const rows = await q.query<{ job: string; first: Date }>(
    'SELECT job, first_period_start AS first FROM job_schedule WHERE job = ANY($1::text[])',
    [jobs],
  );
  return new Map(rows.map((r) => [r.job, new Date(r.first)]));
}
