import { accountPage } from '@/features/session/components/AccountPage';
import { TeamView, VisitorTeamView } from '../components/TeamView';
import '../team.css';

/** /pages/team/index: team and community. */
export const TeamPage = accountPage(TeamView, (t) => ({
  title: t('pages.team'),
  visitor: { view: <VisitorTeamView /> },
}));

export default TeamPage;
