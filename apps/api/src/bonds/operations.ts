import type { Queryable } from '../db/db';
import { AppError } from '../errors';
import type { Json, Ledger, LedgerTx } from '../ledger/ledger';

interface Keyed {
  /** The operation's type, and its key's prefix: `<type>:<user>:<Idempotency-Key or a UUID>`. */
  type: string;
  userId: string;
  idempotencyKey: string;
  /** What the request asks; a replay of the key must ask the same. */
  params: { [key: string]: Json };
}

const begin = (tx: LedgerTx, op: Keyed) =>
  tx.begin({
    key: `${op.type}:${op.userId}:${op.idempotencyKey}`,
    type: op.type,
    userId: op.userId,
    params: op.params,
  });

/**
 * A purchase or donation: one keyed operation whose `open` posts and inserts the bond and
 * answers its id. The same key answers the same bond and moves nothing.
 */
export async function openBond<B>(
  ledger: Ledger,
  op: Keyed,
  open: (tx: LedgerTx, operationId: string) => Promise<string>,
  find: (q: Queryable, id: string) => Promise<B | null>,
): Promise<B> {
  const id = await ledger.transaction(async (tx) => {
    const started = await begin(tx, op);
    if (started.replayed) return (started.result as { orderId: string }).orderId;
    const bondId = await open(tx, started.id);
    await tx.finish(started.id, { orderId: bondId });
    return bondId;
  });
  const bond = await find(ledger.db, id);
  if (!bond) throw new Error(`${op.type} ${id} vanished`);
  return bond;
}

/**
 * A claim or a redemption: one keyed operation on one of the user's bonds, under the bond's
 * lock; `act` posts and answers the operation's result. A replay of the key does nothing
 * again; another user's bond is `bondOrderNotFound`.
 */
export async function onOwnBond<B>(
  ledger: Ledger,
  op: Omit<Keyed, 'params'> & { orderId: string },
  find: (q: Queryable, id: string, lock: boolean) => Promise<B | null>,
  act: (tx: LedgerTx, operationId: string, bond: B) => Promise<Json>,
): Promise<B> {
  await ledger.transaction(async (tx) => {
    const started = await begin(tx, { ...op, params: { orderId: op.orderId } });
    if (started.replayed) return;
    const bond = await find(tx.q, op.orderId, true);
    if (!bond) throw new AppError('bondOrderNotFound');
    await tx.finish(started.id, await act(tx, started.id, bond));
  });
  const bond = await find(ledger.db, op.orderId, false);
  if (!bond) throw new AppError('bondOrderNotFound');
  return bond;
}
