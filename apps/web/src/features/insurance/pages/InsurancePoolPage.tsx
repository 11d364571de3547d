import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { INSURANCE_TEST_IDS } from '@/testing/insurance-test-ids';
import { PoolView } from '../components/PoolView';
import '@/styles/screen.css';
import '../insurance.css';

/** /pages/rechargeDetail/rechargeDetail: the insurance pool and the user's policies. */
export function InsurancePoolPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.insurancePool')}>
      {address ? (
        <PoolView key={address} address={address} />
      ) : (
        <ConnectPrompt
          title={t('insurance.connectTitle')}
          hint={t('insurance.connectHint')}
          testIds={{ prompt: INSURANCE_TEST_IDS.connect, button: INSURANCE_TEST_IDS.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default InsurancePoolPage;
