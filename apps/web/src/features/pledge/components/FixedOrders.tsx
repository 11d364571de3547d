import { Amount } from '@/components/ui/Amount/Amount';
import { OrderList } from '@/components/ui/OrderList/OrderList';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useFixedOrders } from '../api/get-fixed-orders';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { FixedOrderCard } from './FixedOrderCard';
import { LIST_IDS } from './kit-ids';

interface FixedOrdersProps {
  address: string;
  symbol: string;
  /** Released rewards of all orders not claimed yet. */
  claimable: string;
}

/** The user's regular orders, newest first, paged. */
export function FixedOrders({ address, symbol, claimable }: FixedOrdersProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const query = useFixedOrders(address);
  return (
    <section className="stack" aria-labelledby="pledge-orders-title">
      <header className="spread spread--baseline">
        <h2 id="pledge-orders-title" className="screen-section__title">
          {t('pledge.orders.title')}
        </h2>
        <span className="fine-print screen-section__aside">
          {t('pledge.claimable')} <Amount figure={fmt.amount(claimable)} unit={symbol} />
        </span>
      </header>
      <OrderList
        query={query}
        empty={{ hint: t('pledge.orders.emptyHint'), testId: PLEDGE_TEST_IDS.ordersEmpty }}
        renderOrder={(order) => (
          <FixedOrderCard key={order.id} order={order} address={address} symbol={symbol} />
        )}
        testIds={LIST_IDS}
        loadFailed={t('pledge.orders.loadFailed')}
      />
    </section>
  );
}
