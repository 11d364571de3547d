import type { ReactNode } from 'react';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { TurboView, VisitorTurboView } from '../components/TurboView';
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
        <VisitorTurboView />
      )}
    </PageFrame>
  );
}

export default TurboPage;
