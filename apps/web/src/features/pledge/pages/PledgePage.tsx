import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useAccountKey } from '@/features/session/visitor';
import { useTranslation } from '@/lib/use-translation';
import { PledgeView } from '../components/PledgeView';
import '@/styles/screen.css';
import '../pledge.css';

/** /pages/pledge/index: current and regular pledge. */
export function PledgePage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  const accountKey = useAccountKey();
  return (
    <PageFrame title={t('pages.pledge')}>
      <PledgeView key={accountKey} address={address} />
    </PageFrame>
  );
}

export default PledgePage;
