import type { FixedOrder } from '@xbond/shared/api/pledge';
import { formatDate } from '@xbond/shared/time';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { OrderStatusPill } from './OrderStatusPill';

interface RepledgeOptionProps {
  order: FixedOrder;
  symbol: string;
  selected: boolean;
  onSelect: () => void;
}

/**
 * An order to repledge from: its principal (once matured) and its claimable reward, with its
 * status and maturity time.
 */
export function RepledgeOption({ order, symbol, selected, onSelect }: RepledgeOptionProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const x = (value: string) => <Amount figure={fmt.amount(value)} unit={symbol} />;
  return (
    <li>
      <label
        className={`card stack repledge-option${selected ? ' repledge-option--on' : ''}`}
        data-testid={PLEDGE_TEST_IDS.repledgeOrder(order.id)}
        data-status={order.status}
      >
        <input
          type="radio"
          name="repledge-order"
          className="visually-hidden"
          checked={selected}
          onChange={onSelect}
        />
        <span className="spread repledge-option__head">
          <span>{t('pledge.repledge.order', { number: order.orderNumber })}</span>
          <OrderStatusPill status={order.status} />
        </span>
        <Figures
          items={[
            { label: t('common.maturityTime'), value: formatDate(order.maturityTime) },
            ...(order.status === 'matured'
              ? [{ label: t('pledge.repledge.principal'), value: x(order.amount) }]
              : []),
            { label: t('pledge.repledge.claimable'), value: x(order.claimable) },
          ]}
        />
      </label>
    </li>
  );
}
