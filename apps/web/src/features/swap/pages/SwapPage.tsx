import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useAccountKey } from '@/features/session/visitor';
import { useTranslation } from '@/lib/use-translation';
import { SwapView } from '../components/SwapView';
import '@/styles/screen.css';
import '../swap.css';

/** /pages/swap/index: the flash swap among X, USDD and TNB. */
export function SwapPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  const accountKey = useAccountKey();
  return (
    <PageFrame title={t('pages.swap')}>
      <SwapView key={accountKey} address={address} />
    </PageFrame>
  );
}

export default SwapPage;
