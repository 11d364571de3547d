import type { PeriodJob } from '../jobs/job';
import { bookPages } from '../jobs/pages';
import { userAccount } from '../ledger/accounts';
import { move } from '../ledger/keyed';
import { notify } from '../notices/write';
import type { PledgeContext } from './context';
import { stakingDayJob } from './day-job';
import { maturingOrders, setStatus } from './orders';

const NAME = 'pledge-fixed-maturity';
const BATCH = 200;

/**
 * Maturity never waits for the user (docs/pledge.md): at the settlement of the day an order
 * matures, after that day's release, its principal returns to available.
 */
export const maturityJob = (ctx: PledgeContext): PeriodJob =>
  stakingDayJob(ctx, NAME, async (run) => {
    const { db, ledger } = ctx.money;
    await bookPages(run, ledger, {
      read: (cursor) => maturingOrders(db, run.period.end, cursor, BATCH),
      cursor: (order) => order.id,
      book: async (tx, page) => {
        for (const { id, userId, amount } of page) {
          const params = { orderId: id };
          const op = await tx.begin({ key: run.key(id), type: 'maturity', userId, params });
          if (op.replayed) continue;
          const from = userAccount(userId, 'X', 'fixed_principal');
          await tx.post(op.id, move(from, userAccount(userId, 'X'), amount));
          await setStatus(tx.q, id, 'matured');
          await notify(tx.q, {
            userId,
            kind: 'order_matured',
            params: { orderId: id, asset: 'X', amount: amount.toString() },
            key: `order_matured:${id}`,
            at: run.period.end,
          });
        }
      },
    });
  });
