import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/Amount/Amount';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';
import { useFixedOrders } from '../api/get-fixed-orders';
import { usePledgeFormat } from '../display';
import { FixedOrderCard } from './FixedOrderCard';
import { OrderListFrame } from './OrderListFrame';

interface FixedOrdersProps {
  address: string;
  symbol: string;
  /** Released rewards of all orders not claimed yet. */
  claimable: string;
}

/** The user's regular orders, newest first, paged. */
export function FixedOrders({ address, symbol, claimable }: FixedOrdersProps) {
  const { t } = useTranslation();
  const fmt = usePledgeFormat();
  const query = useFixedOrders(address);
  return (
    <section className="pledge-section" aria-labelledby="pledge-orders-title">
      <header className="pledge-section__head">
        <h2 id="pledge-orders-title" className="pledge-section__title">
          {t('pledge.orders.title')}
        </h2>
        <span className="pledge-section__aside">
          {t('pledge.claimable')} <Amount figure={fmt.amount(claimable)} unit={symbol} />
        </span>
      </header>
      <OrderListFrame
        query={query}
        empty={{ hint: t('pledge.orders.emptyHint'), testId: PLEDGE_TEST_IDS.ordersEmpty }}
        renderOrder={(order) => (
          <FixedOrderCard key={order.id} order={order} address={address} symbol={symbol} />
        )}
      />
    </section>
  );
}
