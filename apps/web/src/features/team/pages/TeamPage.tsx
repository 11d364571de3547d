import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { TEAM_TEST_IDS } from '@/testing/team-test-ids';
import { TeamView } from '../components/TeamView';
import '../team.css';

/** /pages/team/index: team and community. */
export function TeamPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.team')}>
      {address ? (
        <TeamView key={address} address={address} />
      ) : (
        <ConnectPrompt
          title={t('team.connectTitle')}
          hint={t('team.connectHint')}
          testIds={{ prompt: TEAM_TEST_IDS.connect, button: TEAM_TEST_IDS.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default TeamPage;
