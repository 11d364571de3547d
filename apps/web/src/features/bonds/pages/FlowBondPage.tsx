import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useAccountKey } from '@/features/session/visitor';
import { useTranslation } from '@/lib/use-translation';
import { FlowBondView } from '../components/FlowBondView';
import '@/styles/screen.css';
import '../bonds.css';

/** /pages/reserve/flowbond: liquidity bonds: LP donated, LP and X released back. */
export function FlowBondPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  const accountKey = useAccountKey();
  return (
    <PageFrame title={t('pages.flowBond')}>
      <FlowBondView key={accountKey} address={address} />
    </PageFrame>
  );
}

export default FlowBondPage;
