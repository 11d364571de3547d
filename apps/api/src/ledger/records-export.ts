import type { RecordAccount } from '@xbond/shared/api/records';
import type { Asset } from '@xbond/shared/assets';
import type { Queryable } from '../db/db';
import type { RecordFilter } from './records';

export interface ExportRange {
  /** Inclusive; none = from the first record. */
  from?: Date | undefined;
  /** Exclusive; none = up to the last one. */
  to?: Date | undefined;
}

export interface ExportRow {
  operationId: string;
  type: string;
  account: RecordAccount;
  asset: Asset;
  amount: bigint;
  /** The account's balance right after this entry. */
  balanceAfter: bigint;
  time: Date;
  /** The order, swap, policy or prize number, or the deposit's or claim's transaction hash. */
  reference: string;
}

/** Entries read per query: a page, never the whole history, sits in memory. */
export const EXPORT_PAGE = 1000;

/**
 * What an operation is about, for the user's bookkeeping: a deposit's transaction (in its
 * key, deposit:<chain>:<tx>:<log>), a withdrawal's claim transaction, else the order, swap,
 * policy, prize or deposit number the operation was asked for.
 */
const REFERENCE = `COALESCE(
  CASE WHEN o.type = 'deposit' THEN split_part(o.idempotency_key, ':', 3) END,
  CASE WHEN o.type = 'withdraw'
    THEN (SELECT w.tx_hash FROM withdrawals w WHERE w.operation_id = o.id) END,
  CASE WHEN o.type IN ('withdraw_complete', 'withdraw_refund')
    AND split_part(o.idempotency_key, ':', 2) ~ '^[0-9]{1,18}$'
    THEN (SELECT w.tx_hash FROM withdrawals w
          WHERE w.id = split_part(o.idempotency_key, ':', 2)::bigint) END,
  o.params->>'orderId', o.params->>'swapId', o.params->>'policyId', o.params->>'id',
  o.params->>'depositId', o.result->>'orderId', o.result->>'id', '')`;

/**
 * The records the filter selects in [from, to), oldest first, with each account's balance
 * after the entry, read in keyset pages of EXPORT_PAGE: the caller streams them out as they
 * come. Balances start from the sum of the account's earlier postings and follow every entry
 * of the account, also those the type filter leaves out.
 */
export async function* exportRecords(
  q: Queryable,
  f: RecordFilter,
  range: ExportRange,
): AsyncGenerator<ExportRow> {
  const accounts = await q.query<{ id: string; kind: RecordAccount; asset: Asset; before: string }>(
    `SELECT a.id, a.kind, a.asset, COALESCE((
       SELECT SUM(p.amount) FROM ledger_postings p JOIN ledger_operations o ON o.id = p.operation_id
       WHERE p.account_id = a.id AND $4::timestamptz IS NOT NULL AND o.created_at < $4
     ), 0)::text AS before
     FROM ledger_accounts a
     WHERE a.owner_type = 'user' AND a.owner_id = $1
       AND ($2::text IS NULL OR a.asset = $2) AND ($3::text IS NULL OR a.kind = $3)`,
    [f.userId, f.asset ?? null, f.account ?? null, range.from ?? null],
  );
  if (accounts.length === 0) return;
  const balances = new Map(accounts.map((a) => [String(a.id), BigInt(a.before)]));
  const byId = new Map(accounts.map((a) => [String(a.id), a]));
  const types = f.types?.length ? new Set(f.types) : null;
  // The keyset: the last (operation, account) read.
  let after: [string, string] = ['0', '0'];
  for (;;) {
    const rows = await q.query<{
      id: string;
      account_id: string;
      type: string;
      amount: string;
      created_at: Date;
      reference: string;
    }>(
      `SELECT o.id, p.account_id, o.type, SUM(p.amount)::text AS amount, o.created_at,
         ${REFERENCE} AS reference
       FROM ledger_postings p JOIN ledger_operations o ON o.id = p.operation_id
       WHERE p.account_id = ANY($1::bigint[]) AND (p.operation_id, p.account_id) > ($2::bigint, $6::bigint)
         AND ($3::timestamptz IS NULL OR o.created_at >= $3)
         AND ($4::timestamptz IS NULL OR o.created_at < $4)
       GROUP BY o.id, p.account_id
       ORDER BY o.id, p.account_id
       LIMIT $5`,
      [[...balances.keys()], after[0], range.from ?? null, range.to ?? null, EXPORT_PAGE, after[1]],
    );
    for (const row of rows) {
      const account = byId.get(String(row.account_id));
      if (!account) continue;
      const amount = BigInt(row.amount);
      const balance = (balances.get(String(account.id)) ?? 0n) + amount;
      balances.set(String(account.id), balance);
      if (amount === 0n || (types && !types.has(row.type))) continue;
      yield {
        operationId: String(row.id),
        type: row.type,
        account: account.kind,
        asset: account.asset,
        amount,
        balanceAfter: balance,
        time: row.created_at,
        reference: row.reference,
      };
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_PAGE) return;
    after = [String(last.id), String(last.account_id)];
  }
}
