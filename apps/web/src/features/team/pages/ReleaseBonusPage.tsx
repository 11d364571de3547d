import { accountPage } from '@/features/session/components/AccountPage';
import { TEAM_TEST_IDS } from '@/testing/team-test-ids';
import { ReleaseView } from '../components/ReleaseView';
import '../team.css';

/** /pages/team/releaseBonus: the locked dynamic bonus into release plans, and out to available. */
export const ReleaseBonusPage = accountPage(ReleaseView, (t) => ({
  title: t('pages.releaseBonus'),
  visitor: {
    title: t('releaseBonus.connectTitle'),
    hint: t('releaseBonus.connectHint'),
    testIds: TEAM_TEST_IDS,
  },
}));

export default ReleaseBonusPage;
