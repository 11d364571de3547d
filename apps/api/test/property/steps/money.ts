// Money in and out: deposits, operator top-ups, withdrawals, their claims on chain, and refunds
// of vouchers left unclaimed past their deadline (decided by chain time).
import type { Asset } from '@xbond/shared/assets';
import { applyWithdrawal } from '#src/withdrawals/apply';
import { freshKey, type Step } from './step';

const ASSETS: Asset[] = ['X', 'USDD', 'TNB', 'Z', 'LP'];
const DAY_AND_AN_HOUR = 25 * 3600;

export const moneySteps: Step[] = [
  {
    kind: 'deposit',
    weight: 0.6,
    async run(w, user) {
      const asset = w.rng.pick(ASSETS);
      await w.deposit(user.account, asset, String(w.rng.int(10, asset === 'LP' ? 20 : 2000)));
      return true;
    },
  },
  {
    kind: 'topup',
    weight: 0.3,
    async run(w) {
      const asset = w.rng.pick(['X', 'USDD', 'TNB'] as const);
      await w.deposit(w.operator, asset, String(w.rng.int(100, 5000)));
      return true;
    },
  },
  {
    kind: 'withdraw',
    weight: 2,
    async run(w, user) {
      const asset = w.rng.pick(ASSETS);
      const amount = w.rng.amount(asset === 'LP' ? 50 : 3000);
      const view = await applyWithdrawal(w.m.app.money, user.id, { asset, amount }, freshKey());
      w.vouchers.set(view.id, { user, view });
      return true;
    },
  },
  {
    kind: 'withdrawClaim',
    weight: 1,
    async run(w, user) {
      const mine = [...w.vouchers.values()].filter((v) => v.user === user);
      if (!mine.length) return false;
      const { view } = w.rng.pick(mine);
      w.vouchers.delete(view.id);
      await w.claim(user, view);
      return true;
    },
  },
  {
    // Chain time passes every open voucher's deadline: the watcher reads the new block and the
    // job runner's sweep refunds them.
    kind: 'refund',
    weight: 0.2,
    async run(w) {
      if (!w.vouchers.size) return false;
      w.vouchers.clear();
      await w.chainTimePasses(DAY_AND_AN_HOUR);
      await w.m.app.watcher.tick();
      const tick = await w.m.app.jobs.tick();
      if (tick.failed) throw new Error(`jobs failed: ${String(tick.failed.error)}`);
      return (tick.swept['voucher-expiry'] ?? 0) > 0;
    },
  },
];
