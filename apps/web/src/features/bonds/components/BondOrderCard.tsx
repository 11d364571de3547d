import type { ReserveBondOrder } from '@xbond/shared/api/reserveBond';
import { isZero } from '@xbond/shared/math';
import { formatDate } from '@xbond/shared/time';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { RemainingTime } from '@/components/ui/Countdown/RemainingTime';
import { OrderAmount, OrderCard } from '@/components/ui/OrderList/OrderCard';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { BOND_TEST_IDS } from '@/testing/bond-test-ids';
import { claimBond } from '../api/reserve';
import { useBondAction } from '../flows/use-bond-action';
import { VestingChart } from './VestingChart';

/** One reserve bond with every label of the spec's bond subscription, and Claim. */
export function BondOrderCard({ order, address }: { order: ReserveBondOrder; address: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const claim = useBondAction(address, 'claim', claimBond);
  // The chart reads its history only when asked for: a list of bonds loads none.
  const [chart, setChart] = useState(false);
  const id = (field: string) => BOND_TEST_IDS.orderField(order.id, field);
  const usdd = (v: string) => <Amount figure={fmt.amount(v)} unit="USDD" />;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  return (
    <OrderCard
      testId={BOND_TEST_IDS.order(order.id)}
      status={order.status}
      head={<OrderAmount testId={id('amount')}>{usdd(order.amount)}</OrderAmount>}
      pill={
        <StatusPill tone={order.status === 'vested' ? 'success' : 'info'}>
          {t(`bonds.status.${order.status}`)}
        </StatusPill>
      }
      items={[
        {
          label: t('bonds.orderTime'),
          value: formatDate(order.orderTime),
          testId: id('orderTime'),
        },
        {
          label: t('bonds.remaining'),
          value: (
            <RemainingTime
              until={order.deadline}
              readSeconds={order.remainingTime}
              testId={id('remaining')}
            />
          ),
        },
        { label: t('bonds.released'), value: x(order.released), testId: id('released') },
        { label: t('bonds.unreleased'), value: x(order.unreleased), testId: id('unreleased') },
        { label: t('bonds.payout'), value: x(order.payout), testId: id('payout') },
        { label: t('bonds.rebased'), value: x(order.rebased), testId: id('rebased') },
        { label: t('bonds.claimed'), value: x(order.claimed), testId: id('claimed') },
        { label: t('bonds.bondPrice'), value: usdd(order.bondPrice), testId: id('bondPrice') },
        {
          label: t('bonds.marketPrice'),
          value: usdd(order.marketPrice),
          testId: id('marketPrice'),
        },
        { label: t('bonds.deadline'), value: formatDate(order.deadline), testId: id('deadline') },
        {
          label: t('bonds.discount'),
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
        data-testid={BOND_TEST_IDS.vestingToggle(order.id)}
        onClick={() => setChart((open) => !open)}
      >
        {chart ? t('charts.bond.hide') : t('charts.bond.show')}
      </button>
      {chart && <VestingChart address={address} id={order.id} />}
      {!isZero(order.claimable) && (
        <ActionButton
          label={t('common.claim', { amount: fmt.amount(order.claimable), symbol: 'X' })}
          sending={claim.isPending}
          testId={BOND_TEST_IDS.orderClaim(order.id)}
          onClick={() => claim.mutate({ orderId: order.id })}
        />
      )}
    </OrderCard>
  );
}
