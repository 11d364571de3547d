import type { ReserveBondOrder } from '@xbond/shared/api/reserveBond';
import { isZero } from '@xbond/shared/math';
import { formatDate } from '@xbond/shared/time';
import { useState } from 'react';
import { useBondAction } from '@/components/bond/use-bond-action';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { RemainingTime } from '@/components/ui/Countdown/RemainingTime';
import { OrderAmount, OrderCard } from '@/components/ui/OrderList/OrderCard';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { claimBond } from '../api/reserve-bond';
import { refreshReserveBond } from '../flows/refresh';
import { RESERVE_BOND_TEST_IDS } from '../test-ids';
import { VestingChart } from './VestingChart';

/** One reserve bond with every label of the spec's bond subscription, and Claim. */
export function BondOrderCard({ order, address }: { order: ReserveBondOrder; address: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const claim = useBondAction(address, 'claim', claimBond, refreshReserveBond);
  // The chart reads its history only when asked for: a list of bonds loads none.
  const [chart, setChart] = useState(false);
  const id = (field: string) => RESERVE_BOND_TEST_IDS.orderField(order.id, field);
  const usdd = (v: string) => <Amount figure={fmt.amount(v)} unit="USDD" />;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  return (
    <OrderCard
      testId={RESERVE_BOND_TEST_IDS.order(order.id)}
      status={order.status}
      head={<OrderAmount testId={id('amount')}>{usdd(order.amount)}</OrderAmount>}
      pill={
        <StatusPill tone={order.status === 'vested' ? 'success' : 'info'}>
          {t(`reserveBond.status.${order.status}`)}
        </StatusPill>
      }
      items={[
        {
          label: t('reserveBond.orderTime'),
          value: formatDate(order.orderTime),
          testId: id('orderTime'),
        },
        {
          label: t('reserveBond.remaining'),
          value: (
            <RemainingTime
              until={order.deadline}
              readSeconds={order.remainingTime}
              testId={id('remaining')}
            />
          ),
        },
        { label: t('reserveBond.released'), value: x(order.released), testId: id('released') },
        {
          label: t('reserveBond.unreleased'),
          value: x(order.unreleased),
          testId: id('unreleased'),
        },
        { label: t('reserveBond.payout'), value: x(order.payout), testId: id('payout') },
        { label: t('reserveBond.rebased'), value: x(order.rebased), testId: id('rebased') },
        { label: t('reserveBond.claimed'), value: x(order.claimed), testId: id('claimed') },
        {
          label: t('reserveBond.bondPrice'),
          value: usdd(order.bondPrice),
          testId: id('bondPrice'),
        },
        {
          label: t('reserveBond.marketPrice'),
          value: usdd(order.marketPrice),
          testId: id('marketPrice'),
        },
        {
          label: t('reserveBond.deadline'),
          value: formatDate(order.deadline),
          testId: id('deadline'),
        },
        {
          label: t('reserveBond.discount'),
          value: fmt.percent(order.discountBps),
          testId: id('discount'),
        },
        { label: t('common.orderNumber'), value: order.orderNumber, testId: id('number') },
      ]}
    >
      <button
        type="button"
        className="button button--text"
        aria-expanded={chart}
        data-testid={RESERVE_BOND_TEST_IDS.vestingToggle(order.id)}
        onClick={() => setChart((open) => !open)}
      >
        {chart ? t('charts.reserveBond.hide') : t('charts.reserveBond.show')}
      </button>
      {chart && <VestingChart address={address} id={order.id} />}
      {!isZero(order.claimable) && (
        <ActionButton
          label={t('common.claim', { amount: fmt.amount(order.claimable), symbol: 'X' })}
          sending={claim.isPending}
          testId={RESERVE_BOND_TEST_IDS.orderClaim(order.id)}
          onClick={() => claim.mutate({ orderId: order.id })}
        />
      )}
    </OrderCard>
  );
}
