import type { FixedOrder } from '@xbond/shared/api/pledge';
import { isZero } from '@xbond/shared/math';
import { formatDate } from '@xbond/shared/time';
import { Amount } from '@/components/ui/Amount/Amount';
import { RemainingTime } from '@/components/ui/Countdown/RemainingTime';
import { Figures } from '@/components/ui/Figures/Figures';
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
    <li
      className="card order-card"
      data-testid={PLEDGE_TEST_IDS.order(order.id)}
      data-status={order.status}
    >
      <header className="order-card__head">
        <span className="order-card__amount" data-testid={id('amount')}>
          {x(order.amount)}
        </span>
        <OrderStatusPill status={order.status} />
      </header>
      <Figures
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
      />
      {!isZero(order.claimable) && (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={claim.isPending}
          aria-busy={claim.isPending}
          data-testid={PLEDGE_TEST_IDS.orderClaim(order.id)}
          onClick={() => claim.mutate({ orderId: order.id })}
        >
          {claim.isPending
            ? t('common.sending')
            : t('common.claim', { amount: fmt.amount(order.claimable), symbol })}
        </button>
      )}
      <InsureAction order={order} address={address} />
    </li>
  );
}
