import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useAccountKey } from '@/features/session/visitor';
import { useTranslation } from '@/lib/use-translation';
import { LiquidityBondView } from '../components/LiquidityBondView';
import '@/styles/screen.css';
import '@/components/bond/bond.css';

/** /pages/reserve/flowbond: liquidity bonds: LP donated, LP and X released back. */
export function LiquidityBondPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  const accountKey = useAccountKey();
  return (
    <PageFrame title={t('pages.liquidityBond')}>
      <LiquidityBondView key={accountKey} address={address} />
    </PageFrame>
  );
}

export default LiquidityBondPage;
