import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { TurboRecords } from '../components/TurboRecords';
import { TURBO_TEST_IDS as T } from '../test-ids';
import '../turbo.css';

/** /pages/USDDAssets/record: what moved the turbine. */
export function TurboRecordPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.turboRecord')}>
      {address ? (
        <TurboRecords key={address} address={address} />
      ) : (
        <ConnectPrompt
          title={t('turbo.connectTitle')}
          hint={t('turbo.connectHint')}
          testIds={{ prompt: T.connect, button: T.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default TurboRecordPage;
