import type { ActivityFigures, JobsFigures } from '@xbond/shared/api/admin';
import type { Asset } from '@xbond/shared/assets';
import { periodName, periodStart } from '@xbond/shared/periods';
import type { ReserveBondSettings } from '../bonds/settings';
import type { JobRunner } from '../jobs/runner';
import type { MoneyContext } from '../ledger/context';

/** The dashboard's kinds of activity and the operation types each one counts. */
const KINDS: Record<string, readonly string[]> = {
  stakes: ['stake', 'fixed_stake', 'repledge'],
  unstakes: ['unstake'],
  deposits: ['deposit', 'deposit_suspense', 'deposit_assigned'],
  withdrawals: ['withdraw'],
  swaps: ['swap'],
  bonds: ['bond_buy', 'flowbond_donate'],
};

/**
 * Today's activity (the product's UTC day): the reserve bonds' capacity sold, and the
 * operations booked since the day began, by kind, with what they moved in or out of users'
 * available balances per asset.
 * Operations carry the database's time; the day's start is taken back by the product clock's
 * offset from it, which is nil outside the local demo's time travel.
 */
export async function activityFigures(
  money: Pick<MoneyContext, 'db' | 'book' | 'clock'>,
  bonds: Pick<ReserveBondSettings, 'dailyCapacity'>,
): Promise<ActivityFigures> {
  const now = money.clock.now();
  const dayStart = periodStart('day', now);
  // The period name (`day:YYYY-MM-DD`) keys the bond capacity; people read the date.
  const day = periodName('day', dayStart);
  // Wall time on purpose: ledger_operations.created_at is the database's clock, so the product
  // day's start is found there by the same distance back from the real now.
  const since = new Date(Date.now() - (now.getTime() - dayStart.getTime()));
  const types = Object.values(KINDS).flat();
  const [sold, ops] = await Promise.all([
    money.db.query<{ sold: string }>(
      `SELECT sold::text AS sold FROM bond_capacity WHERE day = $1`,
      [day],
    ),
    money.db.query<{ type: string; asset: Asset | null; n: string; amount: string | null }>(
      `SELECT o.type, a.asset, count(DISTINCT o.id)::text AS n, SUM(ABS(p.amount))::text AS amount
       FROM ledger_operations o
       LEFT JOIN ledger_postings p ON p.operation_id = o.id
       LEFT JOIN ledger_accounts a
         ON a.id = p.account_id AND a.owner_type = 'user' AND a.kind = 'available'
       WHERE o.created_at >= $1 AND o.type = ANY($2::text[])
       GROUP BY o.type, a.asset`,
      [since, types],
    ),
  ]);
  return {
    day: dayStart.toISOString().slice(0, 10),
    bondCapacitySold: money.book.format('X', BigInt(sold[0]?.sold ?? 0)),
    bondCapacity: bonds.dailyCapacity,
    kinds: Object.entries(KINDS).map(([kind, of]) => {
      const rows = ops.filter((o) => of.includes(o.type));
      const count = new Map<string, number>();
      const amounts = new Map<Asset, bigint>();
      for (const r of rows) {
        count.set(r.type, Math.max(count.get(r.type) ?? 0, Number(r.n)));
        if (r.asset && r.amount) {
          amounts.set(r.asset, (amounts.get(r.asset) ?? 0n) + BigInt(r.amount));
        }
      }
      return {
        kind,
        count: [...count.values()].reduce((s, n) => s + n, 0),
        amounts: [...amounts].map(([asset, v]) => ({ asset, amount: money.book.format(asset, v) })),
      };
    }),
  };
}

/** Each job's settled period, lag and last failure; the watcher against the chain's head. */
export async function jobsFigures(
  money: Pick<MoneyContext, 'db' | 'client' | 'chainStatus'>,
  jobs: Pick<JobRunner, 'status'>,
): Promise<JobsFigures> {
  const [status, health, cursor, suspense, head] = await Promise.all([
    jobs.status(),
    money.db.query<{ job: string; last_error: string | null; failed_at: Date | null }>(
      `SELECT job, last_error, failed_at FROM job_health`,
    ),
    money.db.query<{ block: string }>(
      `SELECT block_number::text AS block FROM chain_cursor WHERE name = 'vault'`,
    ),
    money.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM chain_events e
       WHERE e.kind = 'deposit' AND e.disposition = 'suspense'
         AND NOT EXISTS (SELECT 1 FROM suspense_decisions d WHERE d.chain_event_id = e.id)`,
    ),
    money.client.getBlockNumber({ cacheTime: 0 }).catch(() => null),
  ]);
  const at = cursor[0]?.block ?? null;
  return {
    jobs: status.map((j) => {
      const h = health.find((r) => r.job === j.job);
      return {
        job: j.job,
        period: j.period,
        settled: j.settled,
        lag: j.lag,
        failures: j.failures,
        lastError: h?.last_error ?? null,
        failedAt: h?.failed_at ? new Date(h.failed_at).toISOString() : null,
        retryAt: j.retryAt?.toISOString() ?? null,
      };
    }),
    watcher: {
      cursor: at,
      head: head === null ? null : head.toString(),
      behind: head === null || at === null ? null : (head - BigInt(at)).toString(),
      reorg: money.chainStatus.reorg !== null,
    },
    suspenseWaiting: Number(suspense[0]?.n ?? 0),
  };
}
