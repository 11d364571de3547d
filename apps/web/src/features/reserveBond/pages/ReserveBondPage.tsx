import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useAccountKey } from '@/features/session/visitor';
import { useTranslation } from '@/lib/use-translation';
import { ReserveBondView } from '../components/ReserveBondView';
import '@/styles/screen.css';
import '@/components/bond/bond.css';

/** /pages/reserve/bond: reserve bonds, paid in USDD, vested in X with the rebase. */
export function ReserveBondPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  const accountKey = useAccountKey();
  return (
    <PageFrame title={t('pages.reserveBond')}>
      <ReserveBondView key={accountKey} address={address} />
    </PageFrame>
  );
}

export default ReserveBondPage;
