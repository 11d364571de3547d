import { accountPage } from '@/features/session/components/AccountPage';
import { SwapRecordView } from '../components/SwapRecordView';
import { SWAP_TEST_IDS } from '../test-ids';
import '@/styles/screen.css';
import '../swap.css';

/** /pages/swap/record: the user's swaps, filtered by status. */
export const SwapRecordPage = accountPage(SwapRecordView, (t) => ({
  title: t('pages.swapRecord'),
  visitor: {
    title: t('swap.record.connectTitle'),
    hint: t('swap.record.connectHint'),
    testIds: SWAP_TEST_IDS,
  },
}));

export default SwapRecordPage;
