import { accountPage } from '@/features/session/components/AccountPage';
import { RepledgeView } from '../components/RepledgeView';
import { PLEDGE_TEST_IDS } from '../test-ids';
import '@/styles/screen.css';
import '../pledge.css';

/** /pages/repledge/index: matured orders into a new regular order. */
export const RepledgePage = accountPage(RepledgeView, (t) => ({
  title: t('pages.repledge'),
  visitor: {
    title: t('pledge.connectTitle'),
    hint: t('pledge.connectHint'),
    testIds: PLEDGE_TEST_IDS,
  },
}));

export default RepledgePage;
