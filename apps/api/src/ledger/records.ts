import type { Asset } from '@xbond/shared/assets';
import type { Queryable } from '../db/db';

export interface RecordRow {
  operationId: string;
  type: string;
  asset: Asset;
  /** Signed: what the operation did to the user's available balance of the asset. */
  amount: bigint;
  time: Date;
  status: string;
}

export interface RecordQuery {
  userId: string;
  page: number;
  pageSize: number;
  asset?: Asset | undefined;
  type?: string | undefined;
}

/**
 * The user's wallet accounts whose changes are records: available, and the turbine (an
 * unstake moves principal there, docs/trading.md). Staked principal and unclaimed rewards
 * are not a wallet balance: a stake shows as it leaves available.
 */
const FILTER = `a.owner_type = 'user' AND a.owner_id = $1 AND a.kind IN ('available', 'turbo_pending')
  AND ($2::text IS NULL OR a.asset = $2) AND ($3::text IS NULL OR o.type = $3)`;

/**
 * The user's records (financial_detail, docs/ledger.md, "Reads"): one entry per operation and
 * asset that moved the user's wallet accounts, newest first, with the operation's status
 * (a withdrawal stays 'pending' until claimed or refunded).
 */
export async function listRecords(
  q: Queryable,
  r: RecordQuery,
): Promise<{ items: RecordRow[]; total: number }> {
  const filter = [r.userId, r.asset ?? null, r.type ?? null];
  const [rows, counted] = await Promise.all([
    q.query<{
      id: string;
      type: string;
      asset: Asset;
      amount: string;
      created_at: Date;
      status: string;
    }>(
      `SELECT o.id, o.type, a.asset, SUM(p.amount)::text AS amount, o.created_at, o.status
       FROM ledger_accounts a
       JOIN ledger_postings p ON p.account_id = a.id
       JOIN ledger_operations o ON o.id = p.operation_id
       WHERE ${FILTER}
       GROUP BY o.id, a.asset
       ORDER BY o.id DESC, a.asset
       LIMIT $4 OFFSET $5`,
      [...filter, r.pageSize, (r.page - 1) * r.pageSize],
    ),
    q.query<{ total: string }>(
      `SELECT count(*)::text AS total FROM (
         SELECT 1 FROM ledger_accounts a
         JOIN ledger_postings p ON p.account_id = a.id
         JOIN ledger_operations o ON o.id = p.operation_id
         WHERE ${FILTER}
         GROUP BY o.id, a.asset
       ) entries`,
      filter,
    ),
  ]);
  return {
    items: rows.map((row) => ({
      operationId: String(row.id),
      type: row.type,
      asset: row.asset,
      amount: BigInt(row.amount),
      time: row.created_at,
      status: row.status,
    })),
    total: Number(counted[0]?.total ?? 0),
  };
}
