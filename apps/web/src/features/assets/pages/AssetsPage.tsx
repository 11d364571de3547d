import { Icon } from '@/components/ui/Icon/Icon';
import { PATHS } from '@/config/paths';
import { AccountPage } from '@/features/session/components/AccountPage';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { AssetsView } from '../components/AssetsView';
import { ConnectPrompt } from '../components/ConnectPrompt';
import '../assets.css';

/** /pages/asset/index: every asset's balances, deposit and withdraw. */
export function AssetsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('pages.asset')} visitor={{ view: <ConnectPrompt /> }}>
      {(address) => (
        <>
          <AssetsView address={address} />
          <Link
            to={PATHS.assetDetail}
            className="button button--secondary button--block link-button"
            data-testid={TEST_IDS.assetsRecordsLink}
          >
            {t('assets.allRecords')}
            <Icon name="chevronRight" />
          </Link>
        </>
      )}
    </AccountPage>
  );
}

export default AssetsPage;
