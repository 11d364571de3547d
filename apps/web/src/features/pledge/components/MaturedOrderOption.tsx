import type { FixedOrder } from '@xbond/shared/api/pledge';
import { formatDate } from '@xbond/shared/time';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';
import { usePledgeFormat } from '../display';

interface MaturedOrderOptionProps {
  order: FixedOrder;
  symbol: string;
  selected: boolean;
  onSelect: () => void;
}

/** A matured order to repledge: its principal and its claimable reward. */
export function MaturedOrderOption({ order, symbol, selected, onSelect }: MaturedOrderOptionProps) {
  const { t } = useTranslation();
  const fmt = usePledgeFormat();
  const x = (value: string) => <Amount figure={fmt.amount(value)} unit={symbol} />;
  return (
    <li>
      <label
        className={`card pledge-order repledge-option${selected ? ' repledge-option--on' : ''}`}
        data-testid={PLEDGE_TEST_IDS.repledgeOrder(order.id)}
      >
        <input
          type="radio"
          name="repledge-order"
          className="visually-hidden"
          checked={selected}
          onChange={onSelect}
        />
        <span className="repledge-option__head">
          <span>{t('pledge.repledge.order', { number: order.orderNumber })}</span>
          <span className="tabular">{formatDate(order.maturityTime)}</span>
        </span>
        <Figures
          items={[
            { label: t('pledge.repledge.principal'), value: x(order.amount) },
            { label: t('pledge.repledge.claimable'), value: x(order.claimable) },
          ]}
        />
      </label>
    </li>
  );
}
