import type { AccountRef } from './accounts';
import type { Json, Ledger, LedgerTx, OperationOutcome, Posting } from './ledger';

/** A user's request under its Idempotency-Key (docs/ledger.md). */
export interface KeyedRequest {
  /** The operation's type. */
  type: string;
  /** The key's prefix, when it is not the type: `<name>:<user>:<Idempotency-Key>`. */
  name?: string;
  userId: string;
  idempotencyKey: string;
  /** What the request asks; a replay of the key must ask the same. */
  params: { [key: string]: Json };
}

/** Starts a user's keyed operation: the same key of the same user is the same operation. */
export const beginKeyed = (tx: LedgerTx, op: KeyedRequest): Promise<OperationOutcome> =>
  tx.begin({
    key: `${op.name ?? op.type}:${op.userId}:${op.idempotencyKey}`,
    type: op.type,
    userId: op.userId,
    params: op.params,
  });

/**
 * A user's keyed request as one ledger transaction: `act` runs once per key, and what it answers
 * (if anything) is kept as the operation's result. A replay of the key moves nothing and answers
 * the kept result.
 */
export function keyedOperation(
  ledger: Ledger,
  op: KeyedRequest,
  act: (tx: LedgerTx, operationId: string) => Promise<void>,
): Promise<void>;
export function keyedOperation<T extends Json>(
  ledger: Ledger,
  op: KeyedRequest,
  act: (tx: LedgerTx, operationId: string) => Promise<T>,
): Promise<T>;
export function keyedOperation(
  ledger: Ledger,
  op: KeyedRequest,
  act: (tx: LedgerTx, operationId: string) => Promise<unknown>,
): Promise<unknown> {
  return ledger.transaction(async (tx) => {
    const started = await beginKeyed(tx, op);
    if (started.replayed) return started.result;
    const result = await act(tx, started.id);
    if (result !== undefined) await tx.finish(started.id, result as Json);
    return result;
  });
}

/** The two postings of `amount` moving from one account to another. */
export const move = (from: AccountRef, to: AccountRef, amount: bigint): Posting[] => [
  { account: from, amount: -amount },
  { account: to, amount },
];
