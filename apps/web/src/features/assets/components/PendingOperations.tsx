import type { WalletInfo } from '@xbond/shared/api/user';
import type { Asset } from '@xbond/shared/assets';
import { useTranslation } from '@/lib/use-translation';
import { ASSETS_TEST_IDS } from '../test-ids';
import { PendingDeposit } from './PendingDeposit';
import { PendingWithdrawal } from './PendingWithdrawal';

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
      data-testid={ASSETS_TEST_IDS.pendingOperations}
    >
      <h2 id="pending-title" className="pending__title">
        {t('assets.pendingTitle')}
      </h2>
      <ul className="stack bare-list">
        {deposits.map((order) => (
          <PendingDeposit
            key={`d-${order.id}`}
            order={order}
            symbol={symbolOf(order.asset)}
            address={address}
            busy={busy}
          />
        ))}
        {withdrawals.map((w) => (
          <PendingWithdrawal
            key={`w-${w.id}`}
            withdrawal={w}
            symbol={symbolOf(w.asset)}
            address={address}
            busy={busy}
          />
        ))}
      </ul>
    </section>
  );
}
