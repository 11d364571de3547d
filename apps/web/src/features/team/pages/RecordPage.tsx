import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { RecordView } from '../components/RecordView';
import { TEAM_TEST_IDS } from '../test-ids';
import '../team.css';

/** /pages/record/index: donation records, direct referrals and the team by leg. */
export function RecordPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.record')}>
      {address ? (
        <RecordView key={address} address={address} />
      ) : (
        <ConnectPrompt
          title={t('team.record.connectTitle')}
          hint={t('team.record.connectHint')}
          testIds={{ prompt: TEAM_TEST_IDS.connect, button: TEAM_TEST_IDS.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default RecordPage;
