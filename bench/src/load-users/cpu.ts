import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc/PID/stat's times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** utime + stime of a process in seconds, or 0 once it is gone. */
function processSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The server processes of the database at `url`'s connections (same machine only). */
async function backends(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds spent from now by this process (the product runs in it) and by the database's
 * server processes serving it, the way a shared machine's load does not skew: what a request
 * costs, not how long it waited for a core. The database's side counts the connections open
 * at both ends (a connection opened and closed in between is missed: a lower bound).
 */
export async function measureCpu(url: string) {
  const local = new URL(url).hostname;
  const onThisMachine = local === '127.0.0.1' || local === 'localhost';
  const api = process.cpuUsage();
  const before = onThisMachine
    ? new Map((await backends(url)).map((p) => [p, processSeconds(p)]))
    : null;
  return {
    async done(): Promise<{ api: number; database: number | null }> {
      const used = process.cpuUsage(api);
      let database: number | null = null;
      if (before) {
        database = 0;
        for (const pid of await backends(url))
          database += processSeconds(pid) - (before.get(pid) ?? 0);
      }
      return { api: (used.user + used.system) / 1e6, database };
    },
  };
}
