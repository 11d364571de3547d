import type { RecordAccount } from '@xbond/shared/api/records';
import type { Asset } from '@xbond/shared/assets';
import type { Queryable } from '../db/db';
import { readPage } from '../db/page';

export interface RecordRow {
  operationId: string;
  type: string;
  /** Which of the user's accounts moved. */
  account: RecordAccount;
  asset: Asset;
  /** Signed: what the operation did to that account. */
  amount: bigint;
  time: Date;
  status: string;
}

/** What selects records: one asset, any of some types, one account. */
export interface RecordFilter {
  userId: string;
  asset?: Asset | undefined;
  /** Any of these operation types; none = every type. */
  types?: readonly string[] | undefined;
  account?: RecordAccount | undefined;
}

export interface RecordQuery extends RecordFilter {
  page: number;
  pageSize: number;
}

/**
 * The user's own accounts selected by the filter ($1 user, $2 asset, $3 account). Every kind a
 * user owns is a record (docs/ledger.md, "Reads": the records are the user's ledger entries).
 */
const ACCOUNTS = `a.owner_type = 'user' AND a.owner_id = $1
  AND ($2::text IS NULL OR a.asset = $2) AND ($3::text IS NULL OR a.kind = $3)`;
/** $4: the types, or null for all. */
const TYPES = '($4::text[] IS NULL OR o.type = ANY($4))';

const filterParams = (f: RecordFilter) => [
  f.userId,
  f.asset ?? null,
  f.account ?? null,
  f.types?.length ? [...f.types] : null,
];

interface Raw {
  id: string;
  type: string;
  kind: RecordAccount;
  asset: Asset;
  amount: string;
  created_at: Date;
  status: string;
}

const toRow = (row: Raw): RecordRow => ({
  operationId: String(row.id),
  type: row.type,
  account: row.kind,
  asset: row.asset,
  amount: BigInt(row.amount),
  time: row.created_at,
  status: row.status,
});

/**
 * The user's records (financial_detail, docs/ledger.md, "Reads"): one entry per operation, asset
 * and account that moved, newest first, with the operation's status (a withdrawal stays
 * 'pending' until claimed or refunded).
 */
export async function listRecords(
  q: Queryable,
  r: RecordQuery,
): Promise<{ items: RecordRow[]; total: number }> {
  const params = filterParams(r);
  return readPage(
    q,
    {
      sql: `SELECT o.id, o.type, a.kind, a.asset, SUM(p.amount)::text AS amount, o.created_at, o.status
       FROM ledger_accounts a
       JOIN ledger_postings p ON p.account_id = a.id
       JOIN ledger_operations o ON o.id = p.operation_id
       WHERE ${ACCOUNTS} AND ${TYPES}
       GROUP BY o.id, a.asset, a.kind
       HAVING SUM(p.amount) <> 0
       ORDER BY o.id DESC, a.asset, a.kind
       LIMIT $5 OFFSET $6`,
      params: [...params, r.pageSize, (r.page - 1) * r.pageSize],
      item: toRow,
    },
    {
      sql: `SELECT count(*)::text AS total FROM (
         SELECT 1 FROM ledger_accounts a
         JOIN ledger_postings p ON p.account_id = a.id
         JOIN ledger_operations o ON o.id = p.operation_id
         WHERE ${ACCOUNTS} AND ${TYPES}
         GROUP BY o.id, a.asset, a.kind
         HAVING SUM(p.amount) <> 0
       ) entries`,
      params,
    },
  );
}
