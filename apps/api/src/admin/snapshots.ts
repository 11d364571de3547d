import type { Snapshots } from '@xbond/shared/api/admin-snapshots';
import type { Asset } from '@xbond/shared/assets';
import { periodStart } from '@xbond/shared/periods';
import type { MoneyContext } from '../ledger/context';

const DAY_MS = 86_400_000;

/** The snapshots of the last `days` ended UTC days, oldest first (a day without one is left out). */
export async function snapshotDays(
  money: Pick<MoneyContext, 'db' | 'book' | 'clock'>,
  days: number,
): Promise<Snapshots> {
  const today = periodStart('day', money.clock.now()).getTime();
  const from = new Date(today - days * DAY_MS).toISOString().slice(0, 10);
  const [snapshots, amounts] = await Promise.all([
    money.db.query<{ day: string; active_users: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, active_users FROM admin_snapshots
       WHERE day >= $1::date ORDER BY day`,
      [from],
    ),
    money.db.query<{ day: string; asset: Asset; figure: string; amount: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, asset, figure, amount::text AS amount
       FROM admin_snapshot_amounts WHERE day >= $1::date`,
      [from],
    ),
  ]);
  const { book } = money;
  const amount = new Map(amounts.map((a) => [`${a.day}/${a.asset}/${a.figure}`, a.amount]));
  return {
    days: snapshots.map((s) => {
      const of = (asset: Asset, figure: string) =>
        book.format(asset, BigInt(amount.get(`${s.day}/${asset}/${figure}`) ?? 0));
      return {
        day: s.day,
        activeUsers: Number(s.active_users),
        assets: book.assets.map((asset) => ({
          asset,
          liabilities: of(asset, 'liabilities'),
          rewardPool: of(asset, 'reward_pool'),
          insurancePool: of(asset, 'insurance_pool'),
          prizePool: of(asset, 'prize_pool'),
        })),
      };
    }),
  };
}
