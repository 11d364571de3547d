import { useState } from 'react';
import { OrderList } from '@/components/ui/OrderList/OrderList';
import { PATHS } from '@/config/paths';
import { useBalance } from '@/features/session/use-balance';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { useFixedOrders } from '../api/get-fixed-orders';
import { usePledgeInfo } from '../api/get-pledge-info';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { InfoError } from './InfoError';
import { LIST_IDS } from './kit-ids';
import { PledgeSkeleton } from './PledgeSkeleton';
import { RepledgeForm } from './RepledgeForm';
import { RepledgeOption } from './RepledgeOption';

/**
 * The signed-in repledge screen: the orders with something to repledge (matured principal,
 * claimable reward) to choose from, then the new order.
 */
export function RepledgeView({ address }: { address: string }) {
  const { t } = useTranslation();
  const info = usePledgeInfo(address);
  const orders = useFixedOrders(address, { repledgeable: true });
  const { symbol } = useBalance(address, 'X');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = orders.data?.pages.flatMap((p) => p.items).find((o) => o.id === selectedId);

  if (info.isPending) return <PledgeSkeleton />;
  if (info.isError) return <InfoError onRetry={() => void info.refetch()} />;

  return (
    <div className="stack stack--page">
      <p className="screen__intro">{t('pledge.repledge.intro')}</p>
      <OrderList
        query={orders}
        empty={{
          hint: t('pledge.repledge.emptyHint'),
          testId: PLEDGE_TEST_IDS.repledgeEmpty,
          action: (
            <Link
              to={`${PATHS.pledge}?tab=regular`}
              className="button button--primary button-link"
              data-testid={PLEDGE_TEST_IDS.repledgeGoStake}
            >
              {t('pledge.repledge.goStake')}
            </Link>
          ),
        }}
        renderOrder={(order) => (
          <RepledgeOption
            key={order.id}
            order={order}
            symbol={symbol}
            selected={order.id === selectedId}
            onSelect={() => setSelectedId(order.id)}
          />
        )}
        testIds={LIST_IDS}
        loadFailed={t('pledge.orders.loadFailed')}
      />
      {selected ? (
        <RepledgeForm
          key={selected.id}
          order={selected}
          terms={info.data.terms}
          address={address}
          onDone={() => setSelectedId(null)}
        />
      ) : orders.data?.pages[0]?.items.length ? (
        <p className="screen__hint">{t('pledge.repledge.choose')}</p>
      ) : null}
    </div>
  );
}
