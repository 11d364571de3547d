import { useQuery } from '@tanstack/react-query';
import { Amount } from '@/components/ui/Amount/Amount';
import { Button } from '@/components/ui/Button/Button';
import { Icon } from '@/components/ui/Icon/Icon';
import { OnwardLink } from '@/components/ui/OnwardLink/OnwardLink';
import { useTranslation } from '@/lib/use-translation';
import '@/components/ui/Figures/Figures.css';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { useSession } from '@/features/session/store';
import { formatAmount } from '@/lib/format';
import { explorerHref } from '../display';
import type { AssetRow } from '../hooks';
import { ASSETS_TEST_IDS } from '../test-ids';
import { tokenBalanceQueryOptions } from '../wallet/token-balance';
import { watchAsset } from '../wallet/watch-asset';
import { openForm } from './sheet-store';

interface AssetCardProps {
  row: AssetRow;
  address: string;
  /** An operation is running: the actions wait. */
  busy: boolean;
  /** The link to this asset's records (not on a page that lists them below). */
  recordsLink: boolean;
}

/** One asset: platform balance (available, pending withdrawal), wallet balance, actions. */
export function AssetCard({ row, address, busy, recordsLink }: AssetCardProps) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const explorerUrl = useSession((s) => s.systemInfo?.explorerUrl);
  const { token, balance } = row;
  const { symbol, asset } = token;
  const wallet = useQuery(tokenBalanceQueryOptions(address, token));
  const explorer = explorerHref(explorerUrl, 'token', token.contractAddress);
  const headingId = `asset-${asset}-heading`;

  const amount = (value: string | null | undefined) => (
    <Amount figure={value == null ? '–' : formatAmount(value, locale)} unit={symbol} />
  );

  const addToWallet = async () => {
    try {
      if (await watchAsset(token)) toast.success(t('assets.addedToWallet', { symbol }));
    } catch (error) {
      console.error('wallet_watchAsset failed', error);
      toast.error(t('assets.addToWalletFailed', { symbol }));
    }
  };

  return (
    <article
      className="card stack"
      aria-labelledby={headingId}
      data-testid={ASSETS_TEST_IDS.assetCard(asset)}
    >
      <header className="asset-card__head">
        <span className="disc asset-card__badge" aria-hidden="true">
          {symbol.slice(0, 1)}
        </span>
        <h2 id={headingId} className="asset-card__symbol">
          {symbol}
        </h2>
        <dl className="asset-card__main">
          <dt>{t('assets.available')}</dt>
          <dd data-testid={ASSETS_TEST_IDS.assetAvailable(asset)}>{amount(balance?.available)}</dd>
        </dl>
      </header>

      <dl className="figures ruled asset-card__figures">
        <div className="figures__item">
          <dt>{t('assets.pendingWithdrawal')}</dt>
          <dd data-testid={ASSETS_TEST_IDS.assetPending(asset)}>
            {amount(balance?.pendingWithdrawal)}
          </dd>
        </div>
        <div className="figures__item asset-card__end">
          <dt>{t('assets.inWallet')}</dt>
          <dd data-testid={ASSETS_TEST_IDS.assetWallet(asset)} data-state={wallet.status}>
            {wallet.isError ? t('assets.unavailable') : amount(wallet.data)}
          </dd>
        </div>
      </dl>

      <div className="asset-card__actions">
        <Button
          variant="primary"
          disabled={busy}
          testId={ASSETS_TEST_IDS.assetDeposit(asset)}
          onClick={() => openForm('deposit', asset)}
        >
          <Icon name="arrowDown" />
          {t('assets.deposit')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy || !balance}
          testId={ASSETS_TEST_IDS.assetWithdraw(asset)}
          onClick={() => openForm('withdraw', asset)}
        >
          <Icon name="arrowUp" />
          {t('assets.withdraw')}
        </Button>
      </div>

      <footer className="asset-card__links">
        {recordsLink && (
          <OnwardLink
            to={`${PATHS.assetDetail}?asset=${asset}`}
            className="asset-card__link"
            testId={ASSETS_TEST_IDS.assetRecords(asset)}
          >
            {t('assets.records')}
          </OnwardLink>
        )}
        {explorer && (
          <a
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
            className="asset-card__link"
            aria-label={t('assets.explorerLabel', { symbol })}
            data-testid={ASSETS_TEST_IDS.assetExplorer(asset)}
          >
            {t('assets.explorer')}
            <Icon name="external" />
          </a>
        )}
        <button
          type="button"
          className="asset-card__link asset-card__add"
          aria-label={t('assets.addToWalletLabel', { symbol })}
          data-testid={ASSETS_TEST_IDS.assetAddToWallet(asset)}
          onClick={() => void addToWallet()}
        >
          <Icon name="plus" />
          {t('assets.addToWallet')}
        </button>
      </footer>
    </article>
  );
}
