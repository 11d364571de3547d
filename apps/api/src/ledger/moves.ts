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
