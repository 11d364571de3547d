import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { TeamView, VisitorTeamView } from '../components/TeamView';
import '../team.css';

/** /pages/team/index: team and community. */
export function TeamPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.team')}>
      {address ? <TeamView key={address} address={address} /> : <VisitorTeamView />}
    </PageFrame>
  );
}

export default TeamPage;
