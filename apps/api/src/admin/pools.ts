import type { PoolsFigures } from '@xbond/shared/api/admin';
import type { Asset } from '@xbond/shared/assets';
import { periodName, periodStart } from '@xbond/shared/periods';
import type { Queryable } from '../db/db';
import type { MoneyContext } from '../ledger/context';

const DAY_MS = 86_400_000;

/** The last `n` ended UTC days before `now`, by period name (`day:YYYY-MM-DD`, as job keys). */
function lastDays(now: Date, n: number): string[] {
  const today = periodStart('day', now).getTime();
  return Array.from({ length: n }, (_, i) => periodName('day', new Date(today - (i + 1) * DAY_MS)));
}

async function balancesByKind(q: Queryable, name: string) {
  return q.query<{ asset: Asset; kind: string; balance: string }>(
    `SELECT asset, kind, balance::text AS balance FROM ledger_accounts
     WHERE owner_type = 'system' AND owner_id = $1`,
    [name],
  );
}

/**
 * The pools and how long they last: the reward pool against what the jobs of the last 7
 * settled days paid from it (their operations are keyed by the day they settle: jobs/job.ts),
 * the insurance pool against the active policies, the prize pots, and the treasury's
 * inventory against the Pending Exchange swaps waiting for it.
 */
export async function poolFigures(
  money: Pick<MoneyContext, 'db' | 'book' | 'clock'>,
): Promise<PoolsFigures> {
  const { db, book } = money;
  const days = lastDays(money.clock.now(), 7);
  const [reward, paid, insurance, policies, prize, treasury, swaps] = await Promise.all([
    balancesByKind(db, 'reward_pool'),
    db.query<{ asset: Asset; paid: string }>(
      `SELECT a.asset, (-SUM(p.amount))::text AS paid
       FROM ledger_accounts a
       JOIN ledger_postings p ON p.account_id = a.id AND p.amount < 0
       JOIN ledger_operations o ON o.id = p.operation_id
       WHERE a.owner_type = 'system' AND a.owner_id = 'reward_pool'
         AND o.idempotency_key LIKE ANY($1::text[])
       GROUP BY a.asset`,
      [days.map((day) => `job:%:${day}:%`)],
    ),
    balancesByKind(db, 'insurance_pool'),
    db.query<{ n: string; guarantee: string; covered: string }>(
      `SELECT count(*)::text AS n, COALESCE(SUM(guarantee), 0)::text AS guarantee,
         COALESCE(SUM(covered), 0)::text AS covered
       FROM insurance_policies WHERE status = 'active'`,
    ),
    balancesByKind(db, 'prize_pool'),
    balancesByKind(db, 'treasury'),
    db.query<{ asset: Asset; n: string; held: string }>(
      `SELECT to_asset AS asset, count(*)::text AS n, SUM(quoted_out)::text AS held
       FROM swaps WHERE status = 'pending' GROUP BY to_asset`,
    ),
  ]);
  const sum = (
    rows: { asset: Asset; balance: string; kind: string }[],
    asset: Asset,
    kind?: string,
  ) =>
    rows
      .filter((r) => r.asset === asset && (kind === undefined || r.kind === kind))
      .reduce((s, r) => s + BigInt(r.balance), 0n);
  const f = book.format.bind(book);
  const policy = policies[0];
  return {
    reward: book.assets.flatMap((asset) => {
      const balance = sum(reward, asset);
      const paid7d = BigInt(paid.find((p) => p.asset === asset)?.paid ?? 0);
      if (balance === 0n && paid7d === 0n) return [];
      return [
        {
          asset,
          balance: f(asset, balance),
          paid7d: f(asset, paid7d),
          runwayDays: paid7d === 0n ? null : Number((balance * 7n) / paid7d),
        },
      ];
    }),
    insurance: book.assets
      .map((asset) => ({ asset, amount: f(asset, sum(insurance, asset)) }))
      .filter((a) => a.amount !== '0'),
    activeGuaranteeUsdd: f('USDD', BigInt(policy?.guarantee ?? 0)),
    activeCoveredX: f('X', BigInt(policy?.covered ?? 0)),
    activePolicies: Number(policy?.n ?? 0),
    prize: book.assets.flatMap((asset) => {
      const pots = ['hour', 'week', 'month', 'won'].map((k) => sum(prize, asset, k));
      if (pots.every((p) => p === 0n)) return [];
      const [hour = 0n, week = 0n, month = 0n, won = 0n] = pots;
      return [
        {
          asset,
          hour: f(asset, hour),
          week: f(asset, week),
          month: f(asset, month),
          won: f(asset, won),
        },
      ];
    }),
    treasury: book.assets.map((asset) => {
      const s = swaps.find((r) => r.asset === asset);
      return {
        asset,
        inventory: f(asset, sum(treasury, asset)),
        pendingSwaps: Number(s?.n ?? 0),
        pendingSwapsWant: f(asset, BigInt(s?.held ?? 0)),
      };
    }),
  };
}
