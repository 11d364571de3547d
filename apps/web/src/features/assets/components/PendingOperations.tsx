import type { WalletInfo } from '@xbond/shared/api/user';
import type { Asset } from '@xbond/shared/assets';
import { formatDate } from '@xbond/shared/time';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/Icon/Icon';
import { useSession } from '@/features/session/store';
import { TEST_IDS } from '@/testing/test-ids';
import { displayAmount } from '../display';
import { continueDeposit } from '../flows/deposit';
import { continueWithdraw } from '../flows/withdraw';

interface PendingOperationsProps {
  info: Pick<WalletInfo, 'pendingDeposits' | 'pendingWithdrawals'>;
  address: string;
  symbolOf: (asset: Asset) => string;
  busy: boolean;
  only?: Asset;
}

/**
 * What the server holds as unfinished: deposit orders waiting for a transfer or confirmations,
 * and vouchers not yet claimed. Each can be picked up here (after a reload, in another tab).
 */
export function PendingOperations({ info, address, symbolOf, busy, only }: PendingOperationsProps) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const deposits = info.pendingDeposits.filter(
    (o) => (!only || o.asset === only) && (o.status === 'open' || o.status === 'confirming'),
  );
  const withdrawals = info.pendingWithdrawals.filter(
    (w) => (!only || w.asset === only) && w.status === 'pending',
  );
  if (deposits.length === 0 && withdrawals.length === 0) return null;

  return (
    <section
      className="card pending"
      aria-labelledby="pending-title"
      data-testid={TEST_IDS.pendingOperations}
    >
      <h2 id="pending-title" className="pending__title">
        {t('assets.pendingTitle')}
      </h2>
      <ul className="pending__list">
        {deposits.map((order) => (
          <li
            key={`d-${order.id}`}
            className="pending__item"
            data-testid={TEST_IDS.pendingDeposit(order.id)}
          >
            <span className="pending__icon pending__icon--in">
              <Icon name="arrowDown" />
            </span>
            <div className="pending__text">
              <p className="tabular">
                {t('assets.pendingDeposit', {
                  amount: displayAmount(order.amount, locale),
                  symbol: symbolOf(order.asset),
                })}
              </p>
              <p className="pending__sub">
                {order.status === 'confirming'
                  ? t('assets.orderConfirming')
                  : t('assets.orderOpen', { time: formatDate(order.expiresAt) })}
              </p>
            </div>
            <button
              type="button"
              className="button button--secondary pending__action"
              disabled={busy}
              data-testid={TEST_IDS.pendingAction(`deposit-${order.id}`)}
              onClick={() =>
                void continueDeposit(order, { address, symbol: symbolOf(order.asset) }, true)
              }
            >
              {order.txHash ? t('assets.checkStatus') : t('assets.sendTransfer')}
            </button>
          </li>
        ))}
        {withdrawals.map((w) => (
          <li
            key={`w-${w.id}`}
            className="pending__item"
            data-testid={TEST_IDS.pendingWithdrawal(w.id)}
          >
            <span className="pending__icon pending__icon--out">
              <Icon name="arrowUp" />
            </span>
            <div className="pending__text">
              <p className="tabular">
                {t('assets.pendingWithdraw', {
                  amount: displayAmount(w.amount, locale),
                  symbol: symbolOf(w.asset),
                })}
              </p>
              <p className="pending__sub">
                {t('assets.voucherReady', { time: formatDate(w.deadline) })}
              </p>
            </div>
            <button
              type="button"
              className="button button--primary pending__action"
              disabled={busy}
              data-testid={TEST_IDS.pendingAction(`withdraw-${w.id}`)}
              onClick={() => void continueWithdraw(w, { address, symbol: symbolOf(w.asset) }, true)}
            >
              {t('assets.claim')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
