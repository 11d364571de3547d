import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { SwapRecordView } from '../components/SwapRecordView';
import { SWAP_TEST_IDS } from '../test-ids';
import '@/styles/screen.css';
import '../swap.css';

/** /pages/swap/record: the user's swaps, filtered by status. */
export function SwapRecordPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.swapRecord')}>
      {address ? (
        <SwapRecordView key={address} address={address} />
      ) : (
        <ConnectPrompt
          title={t('swap.record.connectTitle')}
          hint={t('swap.record.connectHint')}
          testIds={{ prompt: SWAP_TEST_IDS.connect, button: SWAP_TEST_IDS.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default SwapRecordPage;
