import { accountPage } from '@/features/session/components/AccountPage';
import { RecordView } from '../components/RecordView';
import { TEAM_TEST_IDS } from '../test-ids';
import '../team.css';

/** /pages/record/index: donation records, direct referrals and the team by leg. */
export const RecordPage = accountPage(RecordView, (t) => ({
  title: t('pages.record'),
  visitor: {
    title: t('team.record.connectTitle'),
    hint: t('team.record.connectHint'),
    testIds: TEAM_TEST_IDS,
  },
}));

export default RecordPage;
