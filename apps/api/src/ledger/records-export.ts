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
 * What an operation is about, for the user's bookkeeping: a deposit's transaction (its
 * params' txHash), a withdrawal's claim transaction, else the order, swap,
 * policy, prize or deposit number the operation was asked for.
 */
const REFERENCE = `COALESCE(
  CASE WHEN o.type = 'deposit' THEN o.params->>'txHash' END,
  CASE WHEN o.type = 'withdraw'
    THEN (SELECT w.tx_hash FROM withdrawals w WHERE w.operation_id = o.id) END,
  CASE WHEN o.type IN ('withdraw_complete', 'withdraw_refund')
    AND split_part(o.idempotency_key, ':', 2) ~ '^[0-9]{1,18}$'
    THEN (SELECT w.tx_hash FROM withdrawals w
          WHERE w.id = split_part(o.idempotency_key, ':', 2)::bigint) END,
  o.params->>'orderId', o.params->>'swapId', o.params->>'policyId', o.params->>'id',
  o.params->>'depositId', o.result->>'orderId', o.result->>'id', '')`;

interface Entry {
  id: string;
  type: string;
  amount: string;
  created_at: Date;
  reference: string;
}

/**
 * One account's postings in [from, to), oldest first, a keyset page at a time on the
 * (account_id, operation_id) index: each page costs its own rows, never the history before it.
 * The ledger nets an operation's postings per account, so each is one entry.
 */
async function* accountEntries(
  q: Queryable,
  accountId: string,
  range: ExportRange,
): AsyncGenerator<Entry> {
  let after = '0';
  for (;;) {
    const rows = await q.query<Entry>(
      `SELECT o.id, o.type, p.amount::text AS amount, o.created_at, ${REFERENCE} AS reference
       FROM ledger_postings p JOIN ledger_operations o ON o.id = p.operation_id
       WHERE p.account_id = $1 AND p.operation_id > $2
         AND ($3::timestamptz IS NULL OR o.created_at >= $3)
         AND ($4::timestamptz IS NULL OR o.created_at < $4)
       ORDER BY p.operation_id
       LIMIT $5`,
      [accountId, after, range.from ?? null, range.to ?? null, EXPORT_PAGE],
    );
    yield* rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_PAGE) return;
    after = String(last.id);
  }
}

/**
 * The records the filter selects in [from, to), oldest first, with each account's balance
 * after the entry: the user's accounts read side by side (a page each at most in memory) and
 * merged by operation. Balances start from the sum of the account's earlier postings and
 * follow every entry of the account, also those the type filter leaves out.
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
       AND ($2::text IS NULL OR a.asset = $2) AND ($3::text IS NULL OR a.kind = $3)
     ORDER BY a.asset, a.kind`,
    [f.userId, f.asset ?? null, f.account ?? null, range.from ?? null],
  );
  const types = f.types?.length ? new Set(f.types) : null;
  const streams = accounts.map((account) => ({
    account,
    balance: BigInt(account.before),
    entries: accountEntries(q, String(account.id), range),
    head: undefined as Entry | undefined,
  }));
  for (const s of streams) s.head = (await s.entries.next()).value ?? undefined;
  for (;;) {
    // The next entry is the oldest operation's; among its accounts, by asset and kind.
    let next: (typeof streams)[number] | undefined;
    for (const s of streams) {
      if (s.head && (!next?.head || BigInt(s.head.id) < BigInt(next.head.id))) next = s;
    }
    const entry = next?.head;
    if (!next || !entry) return;
    next.head = (await next.entries.next()).value ?? undefined;
    const amount = BigInt(entry.amount);
    next.balance += amount;
    if (types && !types.has(entry.type)) continue;
    yield {
      operationId: String(entry.id),
      type: entry.type,
      account: next.account.kind,
      asset: next.account.asset,
      amount,
      balanceAfter: next.balance,
      time: entry.created_at,
      reference: entry.reference,
    };
  }
}
