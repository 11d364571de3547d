import type { FixedOrder, RepledgeBody, RepledgePart } from '@xbond/shared/api/pledge';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import type { PledgeContext } from './context';
import { openOrder } from './create';
import { termOf } from './limit';
import { claimAll, findOrder, type FixedOrder as StoredOrder, setStatus } from './orders';

/**
 * What `parts` takes from the order (docs/pledge.md, "Fixed-term (regular) orders"): the principal
 * only from a matured order (it went back to available at maturity), the reward from any order that
 * has some claimable. Refuses what the order cannot give.
 */
function repledgeAmounts(old: StoredOrder, parts: RepledgePart) {
  const principal = parts === 'reward' ? 0n : old.amount;
  const reward = parts === 'principal' ? 0n : old.released - old.claimed;
  if (principal > 0n && old.status === 'active') throw new AppError('pledgeOrderNotMatured');
  if (principal > 0n && old.status === 'repledged') throw new AppError('pledgeOrderRepledged');
  if (parts === 'reward' && reward === 0n) throw new AppError('pledgeNothingToClaim');
  return { principal, reward };
}

/**
 * POST /pledge/repledge: the order's matured principal, taken back from available
 * (insufficientBalance if it was spent), and/or its unclaimed reward open a new order: one
 * operation, one record. The old order is repledged once its principal is. Answers the new
 * order.
 */
export function repledge(
  ctx: PledgeContext,
  userId: string,
  body: RepledgeBody,
  idempotencyKey: string,
): Promise<FixedOrder> {
  const parts = body.parts ?? 'both';
  const params = { orderId: body.orderId, days: termOf(ctx, body.days).days, parts };
  const request = { type: 'repledge', name: 'pledge_repledge', userId, idempotencyKey, params };
  return openOrder(ctx, request, body.days, async (tx) => {
    const old = await findOrder(tx.q, body.orderId, userId, true);
    if (!old) throw new AppError('pledgeOrderNotFound');
    const { principal, reward } = repledgeAmounts(old, parts);
    if (reward > 0n) await claimAll(tx.q, old.id);
    if (principal > 0n) await setStatus(tx.q, old.id, 'repledged');
    const amount = principal + reward;
    const postings = [
      { account: userAccount(userId, 'X', 'available'), amount: -principal },
      { account: userAccount(userId, 'X', 'fixed_reward'), amount: -reward },
      { account: userAccount(userId, 'X', 'fixed_principal'), amount },
    ];
    return { amount, postings, repledgedFrom: old.id };
  });
}
