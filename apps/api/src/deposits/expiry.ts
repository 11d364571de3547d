import type { Sweep } from '../jobs/job';
import type { MoneyContext } from '../ledger/context';
import { expireOrders } from './orders';

/**
 * Deposit orders past DEPOSIT_ORDER_TTL_MINUTES with no reported transaction expire (the
 * wallet's pending list drops them). A transfer that still arrives is credited by the watcher
 * as a plain deposit: the money is never lost, only the order.
 */
export function depositOrderExpiry(ctx: Pick<MoneyContext, 'db' | 'changes'>): Sweep {
  return {
    name: 'deposit-order-expiry',
    async run(now) {
      const users = await expireOrders(ctx.db, now);
      if (users.length) ctx.changes.usersChanged(users);
      return users.length;
    },
  };
}
