import type { Withdrawal } from '@xbond/shared/api/withdrawal';
import { formatDate, formatDuration } from '@xbond/shared/time';
import { useEffect } from 'react';
import { useSession } from '@/features/session/store';
import { formatAmount } from '@/lib/format';
import { useServerNow } from '@/lib/server-clock';
import { useTranslation } from '@/lib/use-translation';
import { refreshBalances } from '../flows/refresh';
import { continueWithdraw } from '../flows/withdraw';
import { ASSETS_TEST_IDS } from '../test-ids';
import { isVoucherExpired, voucherDeadline } from '../voucher';
import { PendingItem } from './PendingItem';

interface PendingWithdrawalProps {
  withdrawal: Withdrawal;
  symbol: string;
  address: string;
  busy: boolean;
}

/**
 * An unclaimed voucher: its deadline and a countdown by server time, ticking each second.
 * Past the deadline it says the voucher expired and Claim is disabled; the server refunds it
 * and it leaves the list when the balances are read again.
 */
export function PendingWithdrawal({ withdrawal, symbol, address, busy }: PendingWithdrawalProps) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const now = useServerNow();
  const deadline = voucherDeadline(withdrawal);
  const expired = isVoucherExpired(withdrawal, now);
  useRefreshWhileExpired(expired, address);
  const time = formatDate(deadline);

  let status: string;
  if (expired) status = t('assets.voucherExpired');
  else if (now === null) status = t('assets.voucherReady', { time });
  else {
    // formatDuration reads a number below 1e12 as seconds.
    status = t('assets.claimWithin', { countdown: formatDuration((deadline - now) / 1000), time });
  }

  return (
    <PendingItem
      testId={ASSETS_TEST_IDS.pendingWithdrawal(withdrawal.id)}
      direction="out"
      title={t('assets.pendingWithdraw', {
        amount: formatAmount(withdrawal.amount, locale),
        symbol,
      })}
      status={{
        text: status,
        testId: ASSETS_TEST_IDS.pendingStatus(`withdraw-${withdrawal.id}`),
        tone: expired ? 'expired' : undefined,
      }}
      action={{
        variant: 'primary',
        testId: ASSETS_TEST_IDS.pendingAction(`withdraw-${withdrawal.id}`),
        label: t('assets.claim'),
        disabled: busy || expired,
        run: () => void continueWithdraw(withdrawal, { address, symbol }, true),
      }}
    />
  );
}

/**
 * The server refunds an expired voucher at its next job tick, once the chain watcher has read
 * past the deadline: the balances are read again every few seconds until the refund shows
 * (the item then leaves the list and this stops).
 */
const EXPIRED_REFRESH_MS = 5_000;
function useRefreshWhileExpired(expired: boolean, address: string) {
  useEffect(() => {
    if (!expired) return;
    const timer = setInterval(() => void refreshBalances(address), EXPIRED_REFRESH_MS);
    return () => clearInterval(timer);
  }, [expired, address]);
}
