import type { TurboRecord, TurboRecordType } from '@xbond/shared/api/turbo';
import type { Asset } from '@xbond/shared/assets';
import type { Queryable } from '../db/db';
import type { AssetBook } from '../ledger/assets';

/**
 * Each turbo operation measured on the account it is about: X into the turbine (unstake) and
 * out of it (a swap's release) on pending X, claims on claimable X, the vortex's fee on
 * available USDD. Read from the ledger: the one record of what moved.
 */
const FILTER = `a.owner_type = 'user' AND a.owner_id = $1 AND (
    (o.type IN ('unstake', 'turbo_release') AND a.kind = 'turbo_pending')
    OR (o.type = 'turbo_claim' AND a.kind = 'turbo_claimable')
    OR (o.type = 'turbo_activate' AND a.kind = 'available'))`;
const FROM = `ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
  JOIN ledger_operations o ON o.id = p.operation_id`;

/** GET /turbo/records: the user's turbo operations, newest first. */
export async function turboRecords(
  q: Queryable,
  book: AssetBook,
  r: { userId: string; page: number; pageSize: number },
): Promise<{ items: TurboRecord[]; total: number }> {
  const [rows, counted] = await Promise.all([
    q.query<{ id: string; type: TurboRecordType; asset: Asset; amount: string; at: Date }>(
      `SELECT o.id, o.type, a.asset, abs(SUM(p.amount))::text AS amount, o.created_at AS at
       FROM ${FROM} WHERE ${FILTER}
       GROUP BY o.id, a.asset ORDER BY o.id DESC LIMIT $2 OFFSET $3`,
      [r.userId, r.pageSize, (r.page - 1) * r.pageSize],
    ),
    q.query<{ total: string }>(
      `SELECT count(DISTINCT o.id)::text AS total FROM ${FROM} WHERE ${FILTER}`,
      [r.userId],
    ),
  ]);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      type: row.type,
      asset: row.asset,
      amount: book.format(row.asset, BigInt(row.amount)),
      time: new Date(row.at).toISOString(),
    })),
    total: Number(counted[0]?.total ?? 0),
  };
}
