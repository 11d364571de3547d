import type { Queryable } from '../db/db';

/** A job's failures in a row and when the runner tries it again (job_health, migration 016). */
export interface JobHealth {
  failures: number;
  failedPeriod: string | null;
  lastError: string | null;
  retryAt: Date | null;
}

export interface Backoff {
  /** The wait after the first failure; each failure in a row doubles it. */
  baseMs: number;
  /** The longest wait: an outage of hours is still retried this often. */
  maxMs: number;
}

/** The wait after `failures` failures in a row: base x 2^(failures - 1), at most max. */
export function backoffMs(backoff: Backoff, failures: number): number {
  const doublings = Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(backoff.baseMs * 2 ** doublings, backoff.maxMs);
}

export async function readHealth(
  q: Queryable,
  jobs: readonly string[],
): Promise<Map<string, JobHealth>> {
  const rows = await q.query<{
    job: string;
    failures: number;
    failed_period: string | null;
    last_error: string | null;
    retry_at: Date | null;
  }>(
    `SELECT job, failures, failed_period, last_error, retry_at FROM job_health
     WHERE job = ANY($1::text[]) AND failures > 0`,
    [jobs],
  );
  return new Map(
    rows.map((r) => [
      r.job,
      {
        failures: r.failures,
        failedPeriod: r.failed_period,
        lastError: r.last_error,
        retryAt: r.retry_at ? new Date(r.retry_at) : null,
      },
    ]),
  );
}

/**
 * Records a failed run: one more failure in a row, its error and period, and the time of the
 * next try (`now` + the backoff, by the product's clock). Answers that time.
 */
export async function recordFailure(
  q: Queryable,
  r: { job: string; period: string; error: string; now: Date; backoff: Backoff },
): Promise<Date> {
  const [row] = await q.query<{ failures: number }>(
    `INSERT INTO job_health (job, failures, failed_period, last_error, failed_at)
     VALUES ($1, 1, $2, $3, $4)
     ON CONFLICT (job) DO UPDATE SET failures = job_health.failures + 1,
       failed_period = EXCLUDED.failed_period, last_error = EXCLUDED.last_error,
       failed_at = EXCLUDED.failed_at, updated_at = now()
     RETURNING failures`,
    [r.job, r.period, r.error.slice(0, 2000), r.now.toISOString()],
  );
  const retryAt = new Date(r.now.getTime() + backoffMs(r.backoff, row?.failures ?? 1));
  await q.query('UPDATE job_health SET retry_at = $2 WHERE job = $1', [
    r.job,
    retryAt.toISOString(),
  ]);
  return retryAt;
}

/** A run that succeeded ends the job's failures in a row. */
export async function clearFailures(q: Queryable, job: string): Promise<void> {
  await q.query(
    `UPDATE job_health SET failures = 0, retry_at = NULL, updated_at = now()
     WHERE job = $1 AND failures > 0`,
    [job],
  );
}

/** Each job's last settled period (its latest finished run), in one statement. */
export async function lastSettled(
  q: Queryable,
  jobs: readonly string[],
): Promise<Map<string, string>> {
  const rows = await q.query<{ job: string; period: string }>(
    `SELECT j.job, r.period FROM unnest($1::text[]) AS j (job)
     CROSS JOIN LATERAL (SELECT period FROM job_runs WHERE job = j.job AND status = 'done'
       ORDER BY period_start DESC LIMIT 1) r`,
    [jobs],
  );
  return new Map(rows.map((r) => [r.job, r.period]));
}
