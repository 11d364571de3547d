import type { AccountRef } from './accounts';
import type { OperationInput } from './operation';

/** One account's net movement in an operation, by account id. */
export interface Move {
  id: string;
  amount: bigint;
  account: AccountRef;
}

/**
 * postEach's statement: the balances by their sums (in the order given: account ids, the lock
 * order), then the postings; answers the first account that would have gone below zero, when
 * one would (nothing moved on it; the caller's transaction rolls back).
 */
export const POST_EACH = `WITH sums AS (
    SELECT * FROM unnest($1::bigint[], $2::numeric[]) WITH ORDINALITY AS s (id, amount, n)
  ), moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + s.amount FROM sums s
    WHERE a.id = s.id AND (a.owner_type = 'external' OR a.balance + s.amount >= 0)
    RETURNING a.id
  ), posted AS (
    INSERT INTO ledger_postings (operation_id, account_id, amount)
    SELECT * FROM unnest($3::bigint[], $4::bigint[], $5::numeric[])
  )
  SELECT (SELECT s.id FROM sums s WHERE s.id NOT IN (SELECT id FROM moved) ORDER BY s.n LIMIT 1)
    AS short`;

/**
 * ledger_execute's statement (migrations/002_ledger.sql), then `writes`, which read the new
 * operation's id from `op` (ledger.ts, `executeWith`). Answers `operation_id` (null when the
 * key existed) and the first write's RETURNING row.
 */
export function executeStatement(writes: readonly string[]): string {
  // MATERIALIZED: the operation is written once, before the statements that read its id.
  const op = `op AS MATERIALIZED (SELECT ledger_execute($1, $2, $3, $4, $5::jsonb, $6::jsonb,
    $7::bigint[], $8::numeric[]) AS id)`;
  const ctes = [op, ...writes.map((w, i) => `w${i} AS (${w})`)].join(', ');
  const from = writes.length > 0 ? ', w0.* FROM op LEFT JOIN w0 ON true' : ' FROM op';
  return `WITH ${ctes} SELECT op.id AS operation_id${from}`;
}

/** The accounts of these keys ($1-$4: owner types, owner ids, assets, kinds) that exist. */
export const SELECT_ACCOUNTS = `SELECT a.id, a.owner_type, a.owner_id, a.asset, a.kind FROM ledger_accounts a
        JOIN unnest($1::text[], $2::text[], $3::text[], $4::text[])
          AS w (owner_type, owner_id, asset, kind) USING (owner_type, owner_id, asset, kind)`;
/** `SELECT_ACCOUNTS`, creating those that do not exist (balance 0). */
export const CREATE_ACCOUNTS = `WITH wanted AS (
          SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
            AS w (owner_type, owner_id, asset, kind)
        ), created AS (
          INSERT INTO ledger_accounts (owner_type, owner_id, asset, kind)
          SELECT owner_type, owner_id, asset, kind FROM wanted
          ON CONFLICT DO NOTHING
          RETURNING id, owner_type, owner_id, asset, kind
        )
        SELECT * FROM created
        UNION ALL
        SELECT a.id, a.owner_type, a.owner_id, a.asset, a.kind
        FROM ledger_accounts a JOIN wanted USING (owner_type, owner_id, asset, kind)`;

/** Raised by ledger_post (migrations/002_ledger.sql) when a balance would go below zero. */
export const INSUFFICIENT = 'XB001';

export const moveParams = (moves: readonly Move[]) => [
  moves.map((m) => m.id),
  moves.map((m) => m.amount.toString()),
];

export function operationParams(op: Omit<OperationInput, 'postings'>): unknown[] {
  return [
    op.key,
    op.type,
    op.userId ?? null,
    op.status ?? 'completed',
    JSON.stringify(op.params ?? {}),
    op.result === undefined ? null : JSON.stringify(op.result),
  ];
}

export function compareIds(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
