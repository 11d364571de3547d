import type { DepositOrder } from '@xbond/shared/api/deposit';
import { formatDate, formatDuration, toMillis } from '@xbond/shared/time';
import { useSession } from '@/features/session/store';
import { formatAmount } from '@/lib/format';
import { useServerNow } from '@/lib/server-clock';
import { useTranslation } from '@/lib/use-translation';
import { continueDeposit } from '../flows/deposit';
import { ASSETS_TEST_IDS } from '../test-ids';
import { PendingItem } from './PendingItem';

interface PendingDepositProps {
  order: DepositOrder;
  symbol: string;
  address: string;
  busy: boolean;
}

/**
 * A deposit order waiting for its transfer (with a countdown to its expiry, by server time)
 * or for its confirmations; the transfer can be sent or checked again from here.
 */
export function PendingDeposit({ order, symbol, address, busy }: PendingDepositProps) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const now = useServerNow();
  const expiresAt = toMillis(order.expiresAt);
  const time = formatDate(expiresAt);

  let status: string;
  if (order.status === 'confirming') status = t('assets.orderConfirming');
  else if (now === null || now >= expiresAt) status = t('assets.orderOpen', { time });
  else {
    // formatDuration reads a number below 1e12 as seconds.
    status = t('assets.orderOpenWithin', {
      countdown: formatDuration((expiresAt - now) / 1000),
      time,
    });
  }

  return (
    <PendingItem
      testId={ASSETS_TEST_IDS.pendingDeposit(order.id)}
      direction="in"
      title={t('assets.pendingDeposit', { amount: formatAmount(order.amount, locale), symbol })}
      status={{ text: status, testId: ASSETS_TEST_IDS.pendingStatus(`deposit-${order.id}`) }}
      action={{
        variant: 'secondary',
        testId: ASSETS_TEST_IDS.pendingAction(`deposit-${order.id}`),
        label: order.txHash ? t('assets.checkStatus') : t('assets.sendTransfer'),
        disabled: busy,
        run: () => void continueDeposit(order, { address, symbol }, true),
      }}
    />
  );
}
