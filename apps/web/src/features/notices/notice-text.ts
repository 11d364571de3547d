import type { Notice, NoticeKind } from '@xbond/shared/api/notices';
import type { TFunction } from 'i18next';
import { type AppPath, PATHS } from '@/config/paths';

const PRIZE_PERIODS = ['hour', 'week', 'month'] as const;
const isPrizePeriod = (value: string | undefined): value is (typeof PRIZE_PERIODS)[number] =>
  (PRIZE_PERIODS as readonly (string | undefined)[]).includes(value);

/** Where the user acts on each kind of notice. */
export const NOTICE_LINKS: Readonly<Record<NoticeKind, AppPath>> = {
  deposit_credited: PATHS.asset,
  voucher_issued: PATHS.asset,
  voucher_expiring: PATHS.asset,
  voucher_refunded: PATHS.asset,
  swap_filled: PATHS.swapRecord,
  order_matured: PATHS.pledge,
  bond_vested: PATHS.reserveBond,
  flowbond_finished: PATHS.liquidityBond,
  prize_won: PATHS.ranking,
  prize_unclaimed: PATHS.ranking,
  release_finished: PATHS.releaseBonus,
  level_reached: PATHS.team,
  insurance_paid: PATHS.insurancePool,
};

/**
 * A notice's text in the reader's language, from its kind and data (never stored as text, so
 * switching language rewords every notice), its times and amounts as the page shows them.
 */
export function noticeText(
  t: TFunction,
  notice: Notice,
  format: { when: (iso: string) => string; amount: (value: string) => string },
): string {
  const p = notice.params;
  const { when } = format;
  return t(`notices.kinds.${notice.kind}`, {
    ...p,
    ...(p.amount ? { amount: format.amount(p.amount) } : {}),
    ...(p.out ? { out: format.amount(p.out) } : {}),
    ...(isPrizePeriod(p.kind) ? { period: t(`notices.periods.${p.kind}`) } : {}),
    ...(p.deadline ? { deadline: when(p.deadline) } : {}),
    ...(p.expiresAt ? { expiresAt: when(p.expiresAt) } : {}),
  });
}
