import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';
import { PledgeView } from '../components/PledgeView';
import '@/styles/screen.css';
import '../pledge.css';

/** /pages/pledge/index: current and regular pledge. */
export function PledgePage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.pledge')}>
      {address ? (
        <PledgeView key={address} address={address} />
      ) : (
        <ConnectPrompt
          title={t('pledge.connectTitle')}
          hint={t('pledge.connectHint')}
          testIds={{ prompt: PLEDGE_TEST_IDS.connect, button: PLEDGE_TEST_IDS.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default PledgePage;
