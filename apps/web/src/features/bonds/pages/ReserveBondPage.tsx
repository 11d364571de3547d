import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { BOND_TEST_IDS } from '@/testing/bond-test-ids';
import { ReserveBondView } from '../components/ReserveBondView';
import '@/styles/screen.css';
import '../bonds.css';

/** /pages/reserve/bond: reserve bonds, paid in USDD, vested in X with the rebase. */
export function ReserveBondPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.reserveBond')}>
      {address ? (
        <ReserveBondView key={address} address={address} />
      ) : (
        <ConnectPrompt
          title={t('bonds.connectTitle')}
          hint={t('bonds.connectHint')}
          testIds={{ prompt: BOND_TEST_IDS.connect, button: BOND_TEST_IDS.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default ReserveBondPage;
