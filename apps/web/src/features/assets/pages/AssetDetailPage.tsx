import { isAsset } from '@xbond/shared/assets';
import { RECORD_ACCOUNTS, RECORD_TYPES } from '@xbond/shared/values/records';
import { ExportCsvButton } from '@/components/ui/ExportCsv/ExportCsvButton';
import { PATHS } from '@/config/paths';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useTokens } from '@/features/system/api/get-tokens';
import { Link, useSearchParams } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import type { RecordFilter } from '../api/get-records';
import { ConnectPrompt } from '../components/ConnectPrompt';
import { useSymbolOf } from '../hooks';
import { RecordFilters } from '../records/RecordFilters';
import { RecordsList } from '../records/RecordsList';
import '../assets.css';

function filterFrom(params: URLSearchParams): RecordFilter {
  const asset = params.get('asset');
  const type = RECORD_TYPES.find((t) => t === params.get('type'));
  const account = RECORD_ACCOUNTS.find((a) => a === params.get('account'));
  return { asset: isAsset(asset) ? asset : undefined, type, account };
}

/**
 * /pages/asset/detail: the records, filtered by asset, type and account (kept in the URL), and
 * the same selection exported as CSV.
 */
export function AssetDetailPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  const [params, setParams] = useSearchParams();
  const tokens = useTokens();
  const symbolOf = useSymbolOf();
  const filter = filterFrom(params);

  const onChange = (next: RecordFilter) => {
    const search = new URLSearchParams();
    if (next.asset) search.set('asset', next.asset);
    if (next.type) search.set('type', next.type);
    if (next.account) search.set('account', next.account);
    setParams(search, { replace: true });
  };

  return (
    <PageFrame title={t('pages.assetDetail')}>
      {address ? (
        <>
          <RecordFilters filter={filter} onChange={onChange} assets={tokens.data?.tokens ?? []} />
          <ExportCsvButton query={filter} testId={TEST_IDS.recordsExport} />
          <RecordsList
            key={address}
            address={address}
            filter={filter}
            symbolOf={symbolOf}
            emptyAction={
              <Link to={PATHS.asset} className="button button--primary button-link">
                {t('records.goToAssets')}
              </Link>
            }
          />
        </>
      ) : (
        <ConnectPrompt />
      )}
    </PageFrame>
  );
}

export default AssetDetailPage;
