import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { ReleaseView } from '../components/ReleaseView';
import { TEAM_TEST_IDS } from '../test-ids';
import '../team.css';

/** /pages/team/releaseBonus: the locked dynamic bonus into release plans, and out to available. */
export function ReleaseBonusPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.releaseBonus')}>
      {address ? (
        <ReleaseView key={address} address={address} />
      ) : (
        <ConnectPrompt
          title={t('team.releasePlan.connectTitle')}
          hint={t('team.releasePlan.connectHint')}
          testIds={{ prompt: TEAM_TEST_IDS.connect, button: TEAM_TEST_IDS.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default ReleaseBonusPage;
