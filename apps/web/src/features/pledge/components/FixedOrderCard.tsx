import type { FixedOrder } from '@xbond/shared/api/pledge';
import { isZero } from '@xbond/shared/math';
import { formatDate } from '@xbond/shared/time';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { RemainingTime } from '@/components/ui/Countdown/RemainingTime';
import { OrderAmount, OrderCard } from '@/components/ui/OrderList/OrderCard';
import { PATHS } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { claimFixedReward } from '../api/claim-fixed-reward';
import { usePledgeAction } from '../flows/use-pledge-action';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { InsureAction } from './InsureAction';
import { OrderStatusPill } from './OrderStatusPill';

interface FixedOrderCardProps {
  order: FixedOrder;
  address: string;
  symbol: string;
}

/** One regular order with every label of the staking order (spec section 3), Claim and Insure. */
export function FixedOrderCard({ order, address, symbol }: FixedOrderCardProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const claim = usePledgeAction(address, 'claim', claimFixedReward);
  const x = (value: string) => <Amount figure={fmt.amount(value)} unit={symbol} />;
  const id = (field: string) => PLEDGE_TEST_IDS.orderField(order.id, field);
  return (
    <OrderCard
      testId={PLEDGE_TEST_IDS.order(order.id)}
      status={order.status}
      head={<OrderAmount testId={id('amount')}>{x(order.amount)}</OrderAmount>}
      pill={<OrderStatusPill status={order.status} />}
      items={[
        {
          label: t('pledge.orders.days'),
          value: t('common.days', { days: order.days }),
          testId: id('days'),
        },
        {
          label: t('pledge.orders.remaining'),
          value: (
            <RemainingTime
              until={order.maturityTime}
              readSeconds={order.remainingRewardTime}
              testId={id('remaining')}
            />
          ),
        },
        {
          label: t('pledge.orders.orderTime'),
          value: formatDate(order.orderTime),
          testId: id('orderTime'),
        },
        {
          label: t('common.maturityTime'),
          value: formatDate(order.maturityTime),
          testId: id('maturityTime'),
        },
        {
          label: t('pledge.orders.expectedMin'),
          value: x(order.expectedMinReward),
          testId: id('expectedMin'),
        },
        {
          label: t('pledge.orders.expectedMax'),
          value: x(order.expectedMaxReward),
          testId: id('expectedMax'),
        },
        { label: t('pledge.orders.released'), value: x(order.released), testId: id('released') },
        { label: t('pledge.orders.claimed'), value: x(order.claimed), testId: id('claimed') },
        {
          label: t('pledge.yesterdayYield'),
          value: x(order.yesterdayYield),
          testId: id('yesterday'),
        },
        { label: t('pledge.totalRevenue'), value: x(order.totalRevenue), testId: id('total') },
        {
          label: t('pledge.orders.insurance'),
          value: order.policyId ? (
            <Link
              to={`${PATHS.insuranceDetail}?id=${order.policyId}`}
              data-testid={PLEDGE_TEST_IDS.orderPolicy(order.id)}
            >
              {t('pledge.orders.insured')}
            </Link>
          ) : (
            t('pledge.orders.notInsured')
          ),
          testId: id('insured'),
        },
        { label: t('common.orderNumber'), value: order.orderNumber, testId: id('number') },
      ]}
    >
      {!isZero(order.claimable) && (
        <ActionButton
          label={t('common.claim', { amount: fmt.amount(order.claimable), symbol })}
          sending={claim.isPending}
          testId={PLEDGE_TEST_IDS.orderClaim(order.id)}
          onClick={() => claim.mutate({ orderId: order.id })}
        />
      )}
      <InsureAction order={order} address={address} />
    </OrderCard>
  );
}
