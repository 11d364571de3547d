import { OnwardLink } from '@/components/ui/OnwardLink/OnwardLink';
import { PATHS } from '@/config/paths';
import { AccountPage } from '@/features/session/components/AccountPage';
import { useTranslation } from '@/lib/use-translation';
import { AssetsView } from '../components/AssetsView';
import { ConnectPrompt } from '../components/ConnectPrompt';
import { ASSETS_TEST_IDS } from '../test-ids';
import '../assets.css';

/** /pages/asset/index: every asset's balances, deposit and withdraw. */
export function AssetsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('pages.asset')} visitor={{ view: <ConnectPrompt /> }}>
      {(address) => (
        <>
          <AssetsView address={address} />
          <OnwardLink
            to={PATHS.assetDetail}
            className="button button--secondary button--block button-link"
            testId={ASSETS_TEST_IDS.assetsRecordsLink}
          >
            {t('assets.allRecords')}
          </OnwardLink>
        </>
      )}
    </AccountPage>
  );
}

export default AssetsPage;
