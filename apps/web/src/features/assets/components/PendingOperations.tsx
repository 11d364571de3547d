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
          <PendingItem
            key={`d-${order.id}`}
            testId={TEST_IDS.pendingDeposit(order.id)}
            direction="in"
            title={t('assets.pendingDeposit', {
              amount: displayAmount(order.amount, locale),
              symbol: symbolOf(order.asset),
            })}
            sub={
              order.status === 'confirming'
                ? t('assets.orderConfirming')
                : t('assets.orderOpen', { time: formatDate(order.expiresAt) })
            }
            action={{
              variant: 'secondary',
              testId: TEST_IDS.pendingAction(`deposit-${order.id}`),
              label: order.txHash ? t('assets.checkStatus') : t('assets.sendTransfer'),
              disabled: busy,
              run: () =>
                void continueDeposit(order, { address, symbol: symbolOf(order.asset) }, true),
            }}
          />
        ))}
        {withdrawals.map((w) => (
          <PendingItem
            key={`w-${w.id}`}
            testId={TEST_IDS.pendingWithdrawal(w.id)}
            direction="out"
            title={t('assets.pendingWithdraw', {
              amount: displayAmount(w.amount, locale),
              symbol: symbolOf(w.asset),
            })}
            sub={t('assets.voucherReady', { time: formatDate(w.deadline) })}
            action={{
              variant: 'primary',
              testId: TEST_IDS.pendingAction(`withdraw-${w.id}`),
              label: t('assets.claim'),
              disabled: busy,
              run: () => void continueWithdraw(w, { address, symbol: symbolOf(w.asset) }, true),
            }}
          />
        ))}
      </ul>
    </section>
  );
}

interface PendingItemProps {
  testId: string;
  direction: 'in' | 'out';
  title: string;
  sub: string;
  action: {
    variant: 'primary' | 'secondary';
    testId: string;
    label: string;
    disabled: boolean;
    run: () => void;
  };
}

/** One unfinished operation: arrow icon, what it is, where it stands, and how to continue. */
function PendingItem({ testId, direction, title, sub, action }: PendingItemProps) {
  return (
    <li className="pending__item" data-testid={testId}>
      <span className={`pending__icon pending__icon--${direction}`}>
        <Icon name={direction === 'in' ? 'arrowDown' : 'arrowUp'} />
      </span>
      <div className="pending__text">
        <p className="tabular">{title}</p>
        <p className="pending__sub">{sub}</p>
      </div>
      <button
        type="button"
        className={`button button--${action.variant} pending__action`}
        disabled={action.disabled}
        data-testid={action.testId}
        onClick={action.run}
      >
        {action.label}
      </button>
    </li>
  );
}
