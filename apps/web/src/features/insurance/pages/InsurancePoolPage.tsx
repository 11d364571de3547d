import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { PoolView } from '../components/PoolView';
import { VisitorPoolView } from '../components/VisitorPoolView';
import '@/styles/screen.css';
import '../insurance.css';

/** /pages/rechargeDetail/rechargeDetail: the insurance pool and the user's policies. */
export function InsurancePoolPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.insurancePool')}>
      {address ? <PoolView key={address} address={address} /> : <VisitorPoolView />}
    </PageFrame>
  );
}

export default InsurancePoolPage;
