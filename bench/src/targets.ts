/**
 * The databases a benchmark runs on, and the checks every settlement benchmark prints: PGlite
 * (in memory) always, PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a
 * schema of its own dropped at the end.
 */
import type { Db } from '../../apps/api/src/db/db';
import { migrate } from '../../apps/api/src/db/migrate';
import { openPglite } from '../../apps/api/src/db/pglite';
import { openPostgres } from '../../apps/api/src/db/postgres';
import type { PeriodJob } from '../../apps/api/src/jobs/job';
import { JobRunner } from '../../apps/api/src/jobs/runner';
import type { MoneyContext } from '../../apps/api/src/ledger/context';
import { Ledger } from '../../apps/api/src/ledger/ledger';
import { MIGRATIONS_DIR } from '../../apps/api/src/paths';
import { benchDatabaseUrl, benchSchema } from './postgres-schema';

export interface Target {
  name: string;
  db: Db;
  close(): Promise<void>;
}

export async function pgliteTarget(): Promise<Target> {
  const db = await openPglite();
  await migrate(db, MIGRATIONS_DIR);
  return { name: 'PGlite (embedded, in memory)', db, close: () => db.close() };
}

/** A schema of its own on the server at `url`, dropped at the end. */
export async function postgresTarget(url: string): Promise<Target> {
  const schema = await benchSchema(url);
  const db = await openPostgres(url, schema.options);
  await migrate(db, MIGRATIONS_DIR);
  return {
    name: `PostgreSQL (${new URL(url).host})`,
    db,
    async close() {
      await db.close();
      await schema.drop();
    },
  };
}

/**
 * Runs a measurement on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) when one is set,
 * then on PGlite unless `pglite` is false, each in a database of its own removed afterwards.
 */
export async function onEachTarget(
  measure: (target: Target) => Promise<void>,
  { pglite = true }: { pglite?: boolean } = {},
): Promise<void> {
  const url = benchDatabaseUrl();
  const targets: (() => Promise<Target>)[] = [];
  if (url) targets.push(() => postgresTarget(url));
  else
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it');
  if (pglite) targets.push(pgliteTarget);
  for (const open of targets) {
    const target = await open();
    try {
      await measure(target);
    } finally {
      await target.close();
    }
  }
}

/** Double entry and the balances: every operation sums to zero, every balance to its postings. */
export async function conservation(db: Db) {
  const [row] = await db.query<{ unbalanced: string; drift: string }>(
    `SELECT
       (SELECT count(*) FROM (SELECT operation_id FROM ledger_postings
          GROUP BY operation_id HAVING SUM(amount) <> 0) x)::text AS unbalanced,
       (SELECT count(*) FROM ledger_accounts a WHERE a.balance <>
          (SELECT COALESCE(SUM(amount), 0) FROM ledger_postings p WHERE p.account_id = a.id)
       )::text AS drift`,
  );
  return row;
}

const UNIT = 10n ** 18n;

/** 18-decimal base units as a decimal string. */
export const whole = (v: bigint) =>
  `${(v / UNIT).toString()}.${(v % UNIT).toString().padStart(18, '0')}`;

/** Seconds `work` takes. */
export async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** The ledger's context as the settlement jobs use it: the database and a ledger on it. */
export const benchMoney = (db: Db) =>
  ({ db, ledger: new Ledger(db) }) as Pick<MoneyContext, 'db' | 'ledger'> as MoneyContext;

/** The reward pool's balance in base units. */
export async function rewardPool(db: Db): Promise<bigint> {
  const [row] = await db.query<{ balance: string }>(
    `SELECT balance::text FROM ledger_accounts WHERE owner_id = 'reward_pool'`,
  );
  return BigInt(row?.balance ?? 0);
}

/**
 * Settles `period` with `jobs` through the real JobRunner and a hand-moved clock: one tick
 * inside it registers the jobs on it, one after its end settles it. Answers that tick's seconds.
 */
export async function settlePeriod(
  db: Db,
  jobs: PeriodJob[],
  period: { start: Date; end: Date },
): Promise<number> {
  let now = new Date(period.start.getTime() + 1000);
  const runner = new JobRunner({
    db,
    clock: { now: () => now },
    jobs,
    sweeps: [],
    log: { info() {}, error: (obj, msg) => console.error(msg, obj) },
    intervalMs: 3_600_000,
    leaseMs: 600_000,
  });
  await runner.tick();
  now = new Date(period.end.getTime() + 1000);
  return seconds(async () => {
    const tick = await runner.tick();
    if (tick.failed) throw tick.failed.error;
  });
}
