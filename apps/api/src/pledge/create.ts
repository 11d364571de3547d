import type { FixedCreateBody, FixedOrder } from '@xbond/shared/api/pledge';
import { periodAt } from '@xbond/shared/periods';
import { userAccount } from '../ledger/accounts';
import { type KeyedRequest, keyedOperation, move } from '../ledger/keyed';
import type { LedgerTx, Posting } from '../ledger/ledger';
import { lockUsers } from '../users/users';
import type { PledgeContext } from './context';
import { checkNewPrincipal, termOf } from './limit';
import { findOrder, insertOrder } from './orders';
import { oneOrderView } from './view';

const DAY_MS = 86_400_000;

/**
 * When an order made at `at` earns: the whole UTC days from the next midnight, `days` of
 * them, so the expected reward is exactly amount x rate x days; it matures at the last one's
 * end (docs/pledge.md).
 */
export function orderSchedule(at: Date, days: number) {
  const rewardStart = periodAt('day', at).end;
  return { rewardStart, maturityTime: new Date(rewardStart.getTime() + days * DAY_MS) };
}

/**
 * A new fixed order as one keyed operation (docs/pledge.md): `fund` reads what pays for it and
 * answers the amount and its postings (and does what else the funding changes); the user's
 * principal limit is checked under their lock before anything moves. The same Idempotency-Key
 * answers the same order.
 */
export async function openOrder(
  ctx: PledgeContext,
  request: KeyedRequest,
  days: number,
  fund: (tx: LedgerTx) => Promise<{ amount: bigint; postings: Posting[]; repledgedFrom?: string }>,
): Promise<FixedOrder> {
  const { book, ledger, clock, db } = ctx.money;
  const { userId } = request;
  const term = termOf(ctx, days);
  const { orderId } = await keyedOperation(ledger, request, async (tx, operationId) => {
    const { amount, postings, repledgedFrom } = await fund(tx);
    await lockUsers(tx.q, [userId]);
    await checkNewPrincipal(tx.q, ctx, userId, amount);
    await tx.post(operationId, postings);
    const orderTime = clock.now();
    const schedule = orderSchedule(orderTime, term.days);
    const order = { userId, amount, ...term, orderTime, ...schedule, operationId, repledgedFrom };
    return { orderId: await insertOrder(tx.q, order) };
  });
  const order = await findOrder(db, orderId, userId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return oneOrderView(db, book, order, clock.now());
}

/** POST /pledge/regular/create (docs/pledge.md): available -> fixed principal and the order. */
export function createFixedOrder(
  ctx: PledgeContext,
  userId: string,
  body: FixedCreateBody,
  idempotencyKey: string,
): Promise<FixedOrder> {
  const amount = ctx.money.book.parsePositive('X', body.amount);
  const params = { amount: amount.toString(), days: termOf(ctx, body.days).days };
  const request = { type: 'fixed_stake', name: 'pledge_fixed', userId, idempotencyKey, params };
  return openOrder(ctx, request, body.days, async () => ({
    amount,
    postings: move(userAccount(userId, 'X'), userAccount(userId, 'X', 'fixed_principal'), amount),
  }));
}
