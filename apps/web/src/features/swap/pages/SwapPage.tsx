import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { SWAP_TEST_IDS } from '@/testing/swap-test-ids';
import { SwapView } from '../components/SwapView';
import '@/styles/screen.css';
import '../swap.css';

/** /pages/swap/index: the flash swap among X, USDD and TNB. */
export function SwapPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.swap')}>
      {address ? (
        <SwapView key={address} address={address} />
      ) : (
        <ConnectPrompt
          title={t('swap.connectTitle')}
          hint={t('swap.connectHint')}
          testIds={{ prompt: SWAP_TEST_IDS.connect, button: SWAP_TEST_IDS.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default SwapPage;
