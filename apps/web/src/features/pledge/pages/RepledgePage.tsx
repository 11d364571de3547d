import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { RepledgeView } from '../components/RepledgeView';
import { PLEDGE_TEST_IDS } from '../test-ids';
import '@/styles/screen.css';
import '../pledge.css';

/** /pages/repledge/index: matured orders into a new regular order. */
export function RepledgePage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.repledge')}>
      {address ? (
        <RepledgeView key={address} address={address} />
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

export default RepledgePage;
