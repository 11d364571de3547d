import type { PeriodJob } from '../jobs/job';
import { userAccount } from '../ledger/accounts';
import { notify } from '../notices/write';
import type { PledgeContext } from './context';
import { maturingOrders, setStatus } from './orders';

const NAME = 'pledge-fixed-maturity';
const BATCH = 200;

/**
 * Maturity never waits for the user (docs/pledge.md): at the settlement of the day an order
 * matures, after that day's release, its principal returns to available.
 */
export function maturityJob(ctx: PledgeContext): PeriodJob {
  const { db, ledger } = ctx.money;
  return {
    name: NAME,
    period: 'day',
    async run(run) {
      for (let cursor = run.progress ?? '0'; ; ) {
        const page = await maturingOrders(db, run.period.end, cursor, BATCH);
        const last = page.at(-1);
        if (!last) return;
        await ledger.transaction(async (tx) => {
          for (const order of page) {
            const op = await tx.begin({
              key: run.key(order.id),
              type: 'maturity',
              userId: order.userId,
              params: { orderId: order.id },
            });
            if (op.replayed) continue;
            await tx.post(op.id, [
              { account: userAccount(order.userId, 'X', 'fixed_principal'), amount: -order.amount },
              { account: userAccount(order.userId, 'X', 'available'), amount: order.amount },
            ]);
            await setStatus(tx.q, order.id, 'matured');
            await notify(tx.q, {
              userId: order.userId,
              kind: 'order_matured',
              params: { orderId: order.id, asset: 'X', amount: order.amount.toString() },
              key: `order_matured:${order.id}`,
              at: run.period.end,
            });
          }
          await run.checkpoint(tx.q, last.id);
        });
        cursor = last.id;
      }
    },
  };
}
