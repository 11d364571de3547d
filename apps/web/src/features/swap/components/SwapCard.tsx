import type { Swap } from '@xbond/shared/api/swap';
import { formatDate } from '@xbond/shared/time';
import { Amount } from '@/components/ui/Amount/Amount';
import type { FigureItem } from '@/components/ui/Figures/Figures';
import { Icon } from '@/components/ui/Icon/Icon';
import { OrderCard } from '@/components/ui/OrderList/OrderCard';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useTranslation } from '@/lib/use-translation';
import { useSwapFormat } from '../format';
import { SWAP_TEST_IDS as S } from '../test-ids';
import { CancelSwap } from './CancelSwap';
import { STATUS_LABELS, STATUS_TONES } from './status';

interface SwapCardProps {
  swap: Swap;
  address: string;
  symbolOf: (asset: Swap['from']) => string;
}

/** What the received side shows: the output once filled, else the least it will fill for. */
function useReceived(swap: Swap, to: string): FigureItem {
  const { t } = useTranslation();
  const fmt = useSwapFormat();
  const id = (field: string) => S.recordField(swap.id, field);
  if (swap.amountOut !== null) {
    return {
      label: t('swap.result.received'),
      value: <Amount figure={fmt.amount(swap.amountOut)} unit={to} />,
      testId: id('received'),
    };
  }
  return {
    label: t('swap.minimumReceived'),
    value: <Amount figure={fmt.amount(swap.minimumReceived)} unit={to} />,
    testId: id('minimum'),
  };
}

/** One swap of the record: both assets and amounts, price, fee, status, time; Cancel. */
export function SwapCard({ swap, address, symbolOf }: SwapCardProps) {
  const { t } = useTranslation();
  const fmt = useSwapFormat();
  const [from, to] = [symbolOf(swap.from), symbolOf(swap.to)];
  const id = (field: string) => S.recordField(swap.id, field);
  const received = useReceived(swap, to);
  const settledLabel =
    swap.status === 'cancelled' ? t('swap.record.cancelledAt') : t('swap.record.filledAt');
  return (
    <OrderCard
      testId={S.record(swap.id)}
      status={swap.status}
      headClassName="swap-card__head"
      head={
        <span className="swap-card__pair" data-testid={id('pair')}>
          {from}
          <Icon name="chevronRight" className="swap-card__arrow" />
          {to}
        </span>
      }
      pill={
        <StatusPill tone={STATUS_TONES[swap.status]} testId={id('status')}>
          {t(STATUS_LABELS[swap.status])}
        </StatusPill>
      }
      items={[
        {
          label: t('swap.result.paid'),
          value: <Amount figure={fmt.amount(swap.amount)} unit={from} />,
          testId: id('paid'),
        },
        received,
        {
          label: t('swap.price'),
          value: swap.price ? fmt.price(from, swap.price, to) : t('swap.record.notFilled'),
          testId: id('price'),
        },
        {
          label: t('swap.record.fee'),
          value: <Amount figure={fmt.amount(swap.fee)} unit={from} />,
          testId: id('fee'),
        },
        { label: t('swap.record.time'), value: formatDate(swap.time), testId: id('time') },
        {
          label: settledLabel,
          value: swap.settledAt ? formatDate(swap.settledAt) : t('swap.record.waiting'),
          testId: id('settled'),
        },
      ]}
    >
      {swap.status === 'pending' && <CancelSwap swap={swap} address={address} symbol={from} />}
    </OrderCard>
  );
}
