import type { Swap } from '@xbond/shared/api/swap';
import { useState } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { Button } from '@/components/ui/Button/Button';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { useTranslation } from '@/lib/use-translation';
import { cancelSwap } from '../api/cancel-swap';
import { useSwapAction } from '../flows/use-swap-action';
import { useSwapFormat } from '../format';
import { SWAP_TEST_IDS as S } from '../test-ids';
import { CONFIRM_IDS } from './kit-ids';

interface CancelSwapProps {
  swap: Swap;
  address: string;
  /** The input's symbol: what comes back. */
  symbol: string;
}

/** A Pending Exchange swap's Cancel: confirm, then its input returns to available. */
export function CancelSwap({ swap, address, symbol }: CancelSwapProps) {
  const { t } = useTranslation();
  const fmt = useSwapFormat();
  const [confirming, setConfirming] = useState(false);
  const back = { amount: fmt.amount(swap.amount), symbol };
  const cancel = useSwapAction(address, 'cancel', cancelSwap, () =>
    t('swap.record.cancelDone', back),
  );
  return (
    <>
      <Button
        variant="secondary"
        block
        disabled={cancel.isPending}
        testId={S.recordCancel(swap.id)}
        onClick={() => setConfirming(true)}
      >
        {t('swap.record.cancel')}
      </Button>
      <ConfirmSheet
        show={confirming}
        title={t('swap.record.cancelTitle')}
        items={[
          {
            label: t('swap.record.returned'),
            value: <Amount figure={back.amount} unit={symbol} />,
          },
        ]}
        note={t('swap.record.cancelNote', back)}
        confirmLabel={t('swap.record.cancelConfirm', back)}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: swap.id }, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
        testIds={CONFIRM_IDS}
      />
    </>
  );
}
