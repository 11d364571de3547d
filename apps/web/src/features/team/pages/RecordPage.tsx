import { accountPage } from '@/features/session/components/AccountPage';
import { TEAM_TEST_IDS } from '@/testing/team-test-ids';
import { RecordView } from '../components/RecordView';
import '../team.css';

/** /pages/record/index: donation records, direct referrals and the team by leg. */
export const RecordPage = accountPage(RecordView, (t) => ({
  title: t('pages.record'),
  visitor: {
    title: t('teamRecord.connectTitle'),
    hint: t('teamRecord.connectHint'),
    testIds: TEAM_TEST_IDS,
  },
}));

export default RecordPage;
