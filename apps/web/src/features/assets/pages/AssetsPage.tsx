import { Icon } from '@/components/ui/Icon/Icon';
import { PATHS } from '@/config/paths';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { AssetsView } from '../components/AssetsView';
import { ConnectPrompt } from '../components/ConnectPrompt';
import { ASSETS_TEST_IDS } from '../test-ids';
import '../assets.css';

/** /pages/asset/index: every asset's balances, deposit and withdraw. */
export function AssetsPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.asset')}>
      {address ? (
        <>
          <AssetsView key={address} address={address} />
          <Link
            to={PATHS.assetDetail}
            className="button button--secondary button--block link-button"
            data-testid={ASSETS_TEST_IDS.assetsRecordsLink}
          >
            {t('assets.allRecords')}
            <Icon name="chevronRight" />
          </Link>
        </>
      ) : (
        <ConnectPrompt />
      )}
    </PageFrame>
  );
}

export default AssetsPage;
