import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { BOND_TEST_IDS } from '@/testing/bond-test-ids';
import { FlowBondView } from '../components/FlowBondView';
import '@/styles/screen.css';
import '../bonds.css';

/** /pages/reserve/flowbond: liquidity bonds: LP donated, LP and X released back. */
export function FlowBondPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.flowBond')}>
      {address ? (
        <FlowBondView key={address} address={address} />
      ) : (
        <ConnectPrompt
          title={t('bonds.flow.connectTitle')}
          hint={t('bonds.flow.connectHint')}
          testIds={{ prompt: BOND_TEST_IDS.connect, button: BOND_TEST_IDS.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default FlowBondPage;
