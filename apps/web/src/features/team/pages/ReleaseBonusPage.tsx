import { accountPage } from '@/features/session/components/AccountPage';
import { ReleaseView } from '../components/ReleaseView';
import { TEAM_TEST_IDS } from '../test-ids';
import '../team.css';

/** /pages/team/releaseBonus: the locked dynamic bonus into release plans, and out to available. */
export const ReleaseBonusPage = accountPage(ReleaseView, (t) => ({
  title: t('pages.releaseBonus'),
  visitor: {
    title: t('team.releasePlan.connectTitle'),
    hint: t('team.releasePlan.connectHint'),
    testIds: TEAM_TEST_IDS,
  },
}));

export default ReleaseBonusPage;
