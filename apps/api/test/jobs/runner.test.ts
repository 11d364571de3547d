import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import type { CatchUpJob, Job, JobRun, PeriodJob } from '../../src/jobs/job';
import { JobRunner } from '../../src/jobs/runner';
import { externalAccount, systemAccount } from '../../src/ledger/accounts';
import { systemBalance } from '../../src/ledger/balances';
import { Ledger } from '../../src/ledger/ledger';
import type { Clock } from '../../src/time/clock';
import { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';

const silent = { info() {}, error() {} };

/** A job that records each period it settles. */
function recorder(name: string, period: PeriodJob['period'], seen: string[]): PeriodJob {
  return {
    name,
    period,
    async run(run) {
      seen.push(`${name} ${run.period.name}`);
    },
  };
}

describe.each(databases())('the job runner on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let another: (() => Promise<Db>) | undefined;

  beforeEach(async () => {
    ({ db, close, another } = await database.open());
  });
  afterEach(async () => {
    await close();
  });

  const runner = (clock: Clock, jobs: Job[], on: Db = db) =>
    new JobRunner({ db: on, clock, jobs, sweeps: [], log: silent, intervalMs: 60_000 });

  it('starts with the period in progress, then runs missed periods oldest first after an outage', async () => {
    const seen: string[] = [];
    const clock = manualClock('2026-11-23T10:00:00Z');
    const jobs = [recorder('days', 'day', seen), recorder('epochs', 'epoch', seen)];
    expect((await runner(clock, jobs).tick()).ran).toEqual([]);

    // Down for two days: every ended period runs, by end time, in job order on a tie.
    clock.set('2026-11-25T09:00:00Z');
    const tick = await runner(clock, jobs).tick();
    expect(seen).toEqual([
      'epochs epoch:2026-11-23T08',
      'days day:2026-11-23',
      'epochs epoch:2026-11-23T16',
      'epochs epoch:2026-11-24T00',
      'epochs epoch:2026-11-24T08',
      'days day:2026-11-24',
      'epochs epoch:2026-11-24T16',
      'epochs epoch:2026-11-25T00',
    ]);
    expect(tick.ran.map((r) => `${r.job} ${r.period}`)).toEqual(seen);
    // Nothing twice, and nothing before its period has ended.
    expect((await runner(clock, jobs).tick()).ran).toEqual([]);
    clock.set('2026-11-25T16:00:00Z');
    expect((await runner(clock, jobs).tick()).ran).toEqual([
      { job: 'epochs', period: 'epoch:2026-11-25T08' },
    ]);
  });

  it('runs each period once when two runners (two instances) race for it', async () => {
    const clock = manualClock('2026-11-01T00:30:00Z');
    const counts = new Map<string, number>();
    const job: PeriodJob = {
      name: 'hours',
      period: 'hour',
      async run(run) {
        counts.set(run.period.name, (counts.get(run.period.name) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5)); // long enough for the other to try
      },
    };
    const second = another ? await another() : db;
    try {
      await runner(clock, [job]).tick();
      clock.set('2026-11-01T12:30:00Z');
      const a = runner(clock, [job]);
      const b = runner(clock, [job], second);
      // Ticks until both have nothing left: a runner meeting a period in progress stops.
      for (let i = 0; i < 20; i++) {
        const [x, y] = await Promise.all([a.tick(), b.tick()]);
        if (x.ran.length === 0 && y.ran.length === 0) break;
      }
      expect([...counts.keys()]).toHaveLength(12);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    } finally {
      if (second !== db) await second.close();
    }
  });

  it('resumes a handler that threw mid-batch after its last batch, posting nothing twice', async () => {
    const ledger = new Ledger(db);
    const subjects = ['s1', 's2', 's3', 's4', 's5'];
    let failOnce = true;
    const calls: (string | null)[] = [];
    // Pays 1 base unit per subject into the reward pool, two subjects a batch.
    const job: PeriodJob = {
      name: 'payouts',
      period: 'day',
      async run(run: JobRun) {
        calls.push(run.progress);
        let from = run.progress ? subjects.indexOf(run.progress) + 1 : 0;
        while (from < subjects.length) {
          const batch = subjects.slice(from, from + 2);
          await ledger.transaction(async (tx) => {
            for (const subject of batch) {
              await tx.execute({
                key: run.key(subject),
                type: 'test_payout',
                postings: [
                  { account: externalAccount('X'), amount: -1n },
                  { account: systemAccount('reward_pool', 'X'), amount: 1n },
                ],
              });
            }
            await run.checkpoint(tx.q, batch[batch.length - 1] ?? '');
          });
          from += batch.length;
          if (failOnce && from === 2) {
            failOnce = false;
            throw new Error('the database went away');
          }
        }
      },
    };
    const clock = manualClock('2026-11-23T12:00:00Z');
    await runner(clock, [job]).tick();
    clock.set('2026-11-24T01:00:00Z');

    const failed = await runner(clock, [job]).tick();
    expect(failed.failed).toMatchObject({ job: 'payouts', period: 'day:2026-11-23' });
    expect(failed.ran).toEqual([]);
    expect(await systemBalance(db, 'reward_pool', 'X')).toBe(2n);

    // Tried again after its backoff (5 s by the product's clock), not before.
    expect((await runner(clock, [job]).tick()).waiting).toMatchObject([{ why: 'retry' }]);
    clock.set('2026-11-24T01:00:05Z');
    const resumed = await runner(clock, [job]).tick();
    expect(resumed.ran).toEqual([{ job: 'payouts', period: 'day:2026-11-23' }]);
    expect(calls).toEqual([null, 's2']);
    expect(await systemBalance(db, 'reward_pool', 'X')).toBe(5n);
    const keys = await db.query<{ key: string }>(
      `SELECT idempotency_key AS key FROM ledger_operations WHERE type = 'test_payout' ORDER BY id`,
    );
    expect(keys.map((k) => k.key)).toEqual(subjects.map((s) => `job:payouts:day:2026-11-23:${s}`));
    const [row] = await db.query<{ attempts: number; status: string }>(
      `SELECT attempts, status FROM job_runs WHERE job = 'payouts'`,
    );
    expect(row).toMatchObject({ attempts: 2, status: 'done' });
  });

  it('waits for a period another runner holds, and takes it over once that runner is gone', async () => {
    const seen: string[] = [];
    const clock = manualClock('2026-11-23T12:00:00Z');
    const jobs = [recorder('days', 'day', seen)];
    await runner(clock, jobs).tick();
    // Another instance claimed the ended day and is still working on it (its lease is live).
    await db.query(
      `INSERT INTO job_runs (job, period, period_start, owner, lease_until, progress)
       VALUES ('days', 'day:2026-11-23', '2026-11-23T00:00:00Z', gen_random_uuid(),
               now() + interval '1 minute', 'halfway')`,
    );
    clock.set('2026-11-25T01:00:00Z');
    expect((await runner(clock, jobs).tick()).ran).toEqual([]);
    expect(seen).toEqual([]);
    // It died: its lease ran out. The next tick takes the day over, then the day after.
    await db.query(`UPDATE job_runs SET lease_until = now() - interval '1 second'`);
    const tick = await runner(clock, jobs).tick();
    expect(tick.ran.map((r) => r.period)).toEqual(['day:2026-11-23', 'day:2026-11-24']);
  });

  /**
   * A catch-up job recording the periods it settles, in one transaction that takes its lock
   * (a row of its own) before claiming them, on `on.db` (another instance's pool); `on.fail`
   * throws once, after the claim.
   */
  function catchUp(seen: string[], on: { fail?: boolean; db?: Db } = {}): CatchUpJob {
    return {
      name: 'pots',
      period: 'hour',
      async runMany(run) {
        await (on.db ?? db).transaction(async (q) => {
          await q.query(`SELECT 1 FROM job_schedule WHERE job = 'pots' FOR UPDATE`);
          const periods = await run.claim(q);
          if (on.fail) {
            on.fail = false;
            throw new Error('the settlement failed');
          }
          seen.push(...periods.map((p) => p.name));
        });
      },
    };
  }

  it('hands a catch-up job every due period at once, in order with the other jobs', async () => {
    const seen: string[] = [];
    const clock = manualClock('2026-11-23T10:30:00Z');
    const jobs = [recorder('days', 'day', seen), catchUp(seen)];
    await runner(clock, jobs).tick();
    clock.set('2026-11-24T02:30:00Z');
    const tick = await runner(clock, jobs).tick();
    // Its first period ends before the day: all sixteen hours come at its turn.
    const hours = Array.from({ length: 16 }, (_, i) => {
      const at = new Date(Date.parse('2026-11-23T10:00:00Z') + i * 3_600_000);
      return `hour:${at.toISOString().slice(0, 13)}`;
    });
    expect(seen).toEqual([...hours, 'days day:2026-11-23']);
    expect(tick.ran.map((r) => r.period)).toEqual([...hours, 'day:2026-11-23']);
    expect((await runner(clock, jobs).tick()).ran).toEqual([]);
  });

  it('leaves a failed catch-up to the next tick, nothing marked', async () => {
    const seen: string[] = [];
    const clock = manualClock('2026-11-23T10:30:00Z');
    const job = catchUp(seen, { fail: true });
    await runner(clock, [job]).tick();
    clock.set('2026-11-23T13:30:00Z');
    const failed = await runner(clock, [job]).tick();
    expect(failed.failed).toMatchObject({ job: 'pots', period: 'hour:2026-11-23T10' });
    expect(await db.query(`SELECT 1 FROM job_runs WHERE job = 'pots'`)).toEqual([]);
    clock.set('2026-11-23T13:30:05Z');
    const retried = await runner(clock, [job]).tick();
    expect(retried.ran).toHaveLength(3);
    expect(seen).toEqual(['hour:2026-11-23T10', 'hour:2026-11-23T11', 'hour:2026-11-23T12']);
  });

  it('settles each period of a catch-up once when two runners race for them', async () => {
    const clock = manualClock('2026-11-01T00:30:00Z');
    const seen: string[] = [];
    const second = another ? await another() : db;
    try {
      await runner(clock, [catchUp(seen)]).tick();
      clock.set('2026-11-02T12:30:00Z');
      const ticks = await Promise.all([
        runner(clock, [catchUp(seen)]).tick(),
        runner(clock, [catchUp(seen, { db: second })], second).tick(),
      ]);
      expect(seen).toHaveLength(36);
      expect(new Set(seen).size).toBe(36);
      expect(ticks.flatMap((t) => t.ran)).toHaveLength(36);
    } finally {
      if (second !== db) await second.close();
    }
  });

  it('waits for a period another runner holds before catching up past it', async () => {
    const seen: string[] = [];
    const clock = manualClock('2026-11-23T10:30:00Z');
    const job = catchUp(seen);
    await runner(clock, [job]).tick();
    // An older runner settles the first hour on its own, its lease still live.
    await db.query(
      `INSERT INTO job_runs (job, period, period_start, owner, lease_until)
       VALUES ('pots', 'hour:2026-11-23T10', '2026-11-23T10:00:00Z', gen_random_uuid(),
               now() + interval '1 minute')`,
    );
    clock.set('2026-11-23T12:30:00Z');
    expect((await runner(clock, [job]).tick()).ran).toEqual([]);
    await db.query(`UPDATE job_runs SET lease_until = now() - interval '1 second'`);
    expect((await runner(clock, [job]).tick()).ran.map((r) => r.period)).toEqual([
      'hour:2026-11-23T10',
      'hour:2026-11-23T11',
    ]);
  });
});
