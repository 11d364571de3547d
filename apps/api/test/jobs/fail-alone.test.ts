// The runner's failure rules (docs/time.md): a job that throws holds back only itself and
// the jobs that need it, is retried after a backoff on the product's clock, and a slow run
// keeps its period by heartbeat against a second runner on the same database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import type { Job, PeriodJob } from '../../src/jobs/job';
import { JobRunner, type RunnerOptions } from '../../src/jobs/runner';
import type { Clock } from '../../src/time/clock';
import { manualClock } from '../helpers/clock';
import { databases, noDatabase } from '../helpers/databases';

const silent = { info() {}, error() {} };

/** A day job recording what it settles; throws while `outage.down`. */
function dayJob(
  name: string,
  seen: string[],
  o: { needs?: string[]; outage?: { down: boolean } } = {},
): PeriodJob {
  return {
    name,
    period: 'day',
    ...(o.needs ? { needs: o.needs } : {}),
    async run(run) {
      if (o.outage?.down) throw new Error(`${name}: the chain does not answer`);
      seen.push(`${name} ${run.period.name}`);
    },
  };
}

describe.each(databases())('jobs that fail alone on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let another: (() => Promise<Db>) | undefined;

  beforeEach(async () => {
    ({ db, close, another } = await database.open());
  });
  afterEach(async () => {
    await close();
  });

  const runner = (clock: Clock, jobs: Job[], more: Partial<RunnerOptions> = {}) =>
    new JobRunner({ db, clock, jobs, sweeps: [], log: silent, intervalMs: 60_000, ...more });

  it('lets the jobs that do not need a failing job settle, and catches it up once it recovers', async () => {
    const seen: string[] = [];
    const outage = { down: false };
    const clock = manualClock('2026-11-23T12:00:00Z');
    const jobs = [
      dayJob('maturity', seen),
      dayJob('price', seen, { outage }),
      dayJob('insurance', seen, { needs: ['maturity', 'price'] }),
      dayJob('prizes', seen),
    ];
    await runner(clock, jobs).tick();
    outage.down = true;
    clock.set('2026-11-26T00:00:01Z');
    const down = await runner(clock, jobs).tick();
    // Three days of maturities and prizes settle; the price and what needs it wait.
    expect(seen).toEqual([
      'maturity day:2026-11-23',
      'prizes day:2026-11-23',
      'maturity day:2026-11-24',
      'prizes day:2026-11-24',
      'maturity day:2026-11-25',
      'prizes day:2026-11-25',
    ]);
    expect(down.failures).toMatchObject([{ job: 'price', period: 'day:2026-11-23' }]);
    expect(down.waiting).toEqual([
      { job: 'insurance', period: 'day:2026-11-23', why: { needs: 'price' } },
    ]);
    const [health] = await db.query<{ failures: number; retry_at: Date; last_error: string }>(
      `SELECT failures, retry_at, last_error FROM job_health WHERE job = 'price'`,
    );
    expect(health?.failures).toBe(1);
    expect(health?.last_error).toMatch(/does not answer/);
    expect(new Date(health?.retry_at ?? 0).toISOString()).toBe('2026-11-26T00:00:06.000Z');

    // Before its backoff ends it is not tried; failing again doubles the wait.
    expect((await runner(clock, jobs).tick()).waiting[0]).toMatchObject({ why: 'retry' });
    clock.set('2026-11-26T00:00:06Z');
    expect((await runner(clock, jobs).tick()).failures).toHaveLength(1);
    const [again] = await db.query<{ failures: number; retry_at: Date }>(
      `SELECT failures, retry_at FROM job_health WHERE job = 'price'`,
    );
    expect(again?.failures).toBe(2);
    expect(new Date(again?.retry_at ?? 0).toISOString()).toBe('2026-11-26T00:00:16.000Z');

    // Back: the price and the insurance catch up, oldest first, each period once.
    outage.down = false;
    clock.set('2026-11-26T00:00:16Z');
    seen.length = 0;
    const back = await runner(clock, jobs).tick();
    expect(seen).toEqual([
      'price day:2026-11-23',
      'insurance day:2026-11-23',
      'price day:2026-11-24',
      'insurance day:2026-11-24',
      'price day:2026-11-25',
      'insurance day:2026-11-25',
    ]);
    expect(back.failures).toEqual([]);
    const [cleared] = await db.query<{ failures: number }>(
      `SELECT failures FROM job_health WHERE job = 'price'`,
    );
    expect(cleared?.failures).toBe(0);
    expect((await runner(clock, jobs).tick()).ran).toEqual([]);
  });

  it('lists each job with its last settled period and lag, registering nothing', async () => {
    const seen: string[] = [];
    const outage = { down: false };
    const clock = manualClock('2026-11-23T12:00:00Z');
    const jobs = [dayJob('maturity', seen), dayJob('price', seen, { outage })];
    expect(await runner(clock, jobs).status()).toMatchObject([{ lag: 0 }, { lag: 0 }]);
    expect(await db.query('SELECT 1 FROM job_schedule')).toEqual([]);
    await runner(clock, jobs).tick();
    outage.down = true;
    clock.set('2026-11-26T00:00:01Z');
    await runner(clock, jobs).tick();
    expect(await runner(clock, jobs).status()).toMatchObject([
      { job: 'maturity', period: 'day', settled: 'day:2026-11-25', lag: 0, failures: 0 },
      { job: 'price', period: 'day', settled: null, lag: 3, failures: 1 },
    ]);
  });

  it('keeps a slow run its own by heartbeat: a second runner never starts the same period', async () => {
    const clock = manualClock('2026-11-23T12:00:00Z');
    let runs = 0;
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    const slow: PeriodJob = {
      name: 'slow',
      period: 'day',
      async run() {
        runs += 1;
        started();
        await released;
      },
    };
    // A lease of 300 ms, renewed every 50 ms: without the heartbeat it runs out at once.
    const lease = { leaseMs: 300, heartbeatMs: 50 };
    const second = another ? await another() : db;
    try {
      await runner(clock, [slow], lease).tick();
      clock.set('2026-11-24T00:00:01Z');
      const first = runner(clock, [slow], lease).tick();
      await running;
      const other = new JobRunner({
        db: second,
        clock,
        jobs: [slow],
        sweeps: [],
        log: silent,
        intervalMs: 60_000,
        ...lease,
      });
      // Several lease lengths pass (database time, which a heartbeat is about) while it works.
      for (let i = 0; i < 4; i++) {
        await new Promise((r) => setTimeout(r, 300));
        const tick = await other.tick();
        expect(tick.ran).toEqual([]);
        expect(tick.waiting).toEqual([{ job: 'slow', period: 'day:2026-11-23', why: 'busy' }]);
      }
      release();
      expect((await first).ran).toEqual([{ job: 'slow', period: 'day:2026-11-23' }]);
      expect(runs).toBe(1);
      const [row] = await db.query<{ status: string; beat: boolean }>(
        `SELECT status, heartbeat_at IS NOT NULL AS beat FROM job_runs WHERE job = 'slow'`,
      );
      expect(row).toEqual({ status: 'done', beat: true });
    } finally {
      if (second !== db) await second.close();
    }
  });
});

it('refuses a job that needs a job the runner does not have', () => {
  const options = { clock: manualClock('2026-11-23T12:00:00Z'), sweeps: [], log: silent };
  const jobs = [dayJob('insurance', [], { needs: ['prices'] })];
  expect(() => new JobRunner({ ...options, db: noDatabase(), jobs, intervalMs: 1 })).toThrow(
    /needs prices/,
  );
});
