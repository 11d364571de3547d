import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { TURBO_TEST_IDS as T } from '@/testing/turbo-test-ids';
import { TurboView } from '../components/TurboView';
import '../turbo.css';

/**
 * /pages/USDDAssets/USDDAssets: the trading turbo (the turbine and its vortex). `above`: what
 * the route shows above the turbine once signed in (the app puts the USDD balance there).
 */
export function TurboPage({ above }: { above?: ReactNode }) {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.turbo')}>
      {address ? (
        <>
          {above}
          <TurboView key={address} address={address} />
        </>
      ) : (
        <ConnectPrompt
          title={t('turbo.connectTitle')}
          hint={t('turbo.connectHint')}
          testIds={{ prompt: T.connect, button: T.connectButton }}
        />
      )}
    </PageFrame>
  );
}

export default TurboPage;
