import type { Swap } from '@xbond/shared/api/swap';
import { useEffect, useRef } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { Button } from '@/components/ui/Button/Button';
import { Figures } from '@/components/ui/Figures/Figures';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { PATHS } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import { useSwapFormat } from '../format';
import { SWAP_TEST_IDS as S } from '../test-ids';
import { SwapLink } from './SwapLink';
import { STATUS_LABELS, STATUS_TONES } from './status';

interface SwapResultProps {
  swap: Swap;
  symbolOf: (asset: Swap['from']) => string;
  onClose: () => void;
}

/**
 * What the swap did: completed (paid and received), or Pending Exchange: why it waits, what
 * happens next, and the link to the record where it can be followed or cancelled.
 */
export function SwapResult({ swap, symbolOf, onClose }: SwapResultProps) {
  const { t } = useTranslation();
  const fmt = useSwapFormat();
  const ref = useRef<HTMLElement>(null);
  // The sheet just closed over the form: bring the outcome into view. A block body: newer
  // browsers return a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const [from, to] = [symbolOf(swap.from), symbolOf(swap.to)];
  const pending = swap.status === 'pending';
  const record = pending ? `${PATHS.swapRecord}?status=pending` : PATHS.swapRecord;
  return (
    <section
      ref={ref}
      className="card stack swap-result"
      data-testid={S.result}
      data-status={swap.status}
      aria-live="polite"
    >
      <header className="spread swap-result__head">
        <h2 className="swap-result__title">
          {pending ? t('swap.result.pendingTitle') : t('swap.result.completedTitle')}
        </h2>
        <StatusPill tone={STATUS_TONES[swap.status]}>{t(STATUS_LABELS[swap.status])}</StatusPill>
      </header>
      <Figures
        items={[
          {
            label: t('swap.result.paid'),
            value: <Amount figure={fmt.amount(swap.amount)} unit={from} />,
            testId: S.resultField('paid'),
          },
          swap.amountOut === null
            ? {
                label: t('swap.minimumReceived'),
                value: <Amount figure={fmt.amount(swap.minimumReceived)} unit={to} />,
                testId: S.resultField('minimum'),
              }
            : {
                label: t('swap.result.received'),
                value: <Amount figure={fmt.amount(swap.amountOut)} unit={to} />,
                testId: S.resultField('received'),
              },
        ]}
      />
      {pending && (
        <p className="fine-print">
          {t('swap.result.pendingText', {
            amount: fmt.amount(swap.amount),
            from,
            to,
            minimum: fmt.amount(swap.minimumReceived),
          })}
        </p>
      )}
      <div className="swap-result__actions">
        <SwapLink to={record} testId={S.resultLink}>
          {t('swap.result.viewRecord')}
        </SwapLink>
        <Button variant="text" testId={S.resultClose} onClick={onClose}>
          {t('swap.result.close')}
        </Button>
      </div>
    </section>
  );
}
