import pg from 'pg';

/**
 * A backend reports its transaction counts to the statistics when it goes idle, at most once a
 * second, and an idle one within 10 s at the latest: the pool's connections close after 10 s
 * idle, which reports the rest.
 */
const STATS_SETTLE_MS = 11_000;

/** Transactions committed and rolled back in the database at `url`, so far. */
async function transactions(url: string): Promise<bigint> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database
       WHERE datname = current_database()`,
    );
    return BigInt(rows[0]?.n ?? '0');
  } finally {
    await client.end();
  }
}

/**
 * Counts the database's transactions from now: `done` answers how many since, once the
 * product's connections have reported theirs. Another client of the same database counts too:
 * the bench wants a database of its own (BENCH_DATABASE_URL).
 */
export async function countTransactions(url: string): Promise<{ done(): Promise<bigint> }> {
  const before = await transactions(url);
  return {
    async done() {
      await new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));
      return (await transactions(url)) - before;
    },
  };
}
