import { useState } from 'react';
import { Button } from '@/components/ui/Button/Button';
import { ExportCsvButton } from '@/components/ui/ExportCsv/ExportCsvButton';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import type { RecordFilter } from '../api/get-records';
import { AssetsView } from '../components/AssetsView';
import { ConnectPrompt } from '../components/ConnectPrompt';
import { openForm } from '../components/sheet-store';
import { useSymbolOf } from '../hooks';
import { RecordFilters } from '../records/RecordFilters';
import { RecordsList } from '../records/RecordsList';
import '../assets.css';

const ASSET = 'TNB';

/** /pages/TNBAssets/TNBAssets: TNB's balances, deposit, withdraw and its records. */
export function TnbAssetsPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  const symbolOf = useSymbolOf();
  const [picked, setPicked] = useState<RecordFilter>({});
  const filter = { ...picked, asset: ASSET } as const;
  const symbol = symbolOf(ASSET);

  return (
    <PageFrame title={t('pages.tnbAssets')}>
      {address ? (
        <>
          <AssetsView key={address} address={address} only={ASSET} />
          <section className="records-section" aria-labelledby="tnb-records-title">
            <h2 id="tnb-records-title" className="records-section__title">
              {t('assets.recordsOf', { symbol })}
            </h2>
            <RecordFilters
              filter={filter}
              onChange={({ type, account }) => setPicked({ type, account })}
            />
            <ExportCsvButton query={filter} testId={TEST_IDS.recordsExport} />
            <RecordsList
              key={address}
              address={address}
              filter={filter}
              filtered={Boolean(picked.type || picked.account)}
              symbolOf={symbolOf}
              emptyAction={
                <Button variant="primary" onClick={() => openForm('deposit', ASSET)}>
                  {t('assets.depositTitle', { symbol })}
                </Button>
              }
            />
          </section>
        </>
      ) : (
        <ConnectPrompt />
      )}
    </PageFrame>
  );
}

export default TnbAssetsPage;
