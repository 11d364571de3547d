import type { ReactNode } from 'react';
import { AccountPage } from '@/features/session/components/AccountPage';
import { useTranslation } from '@/lib/use-translation';
import { TurboView, VisitorTurboView } from '../components/TurboView';
import '../turbo.css';

/**
 * /pages/USDDAssets/USDDAssets: the trading turbo (the turbine and its vortex). `above`: what
 * the route shows above the turbine once signed in (the app puts the USDD balance there).
 */
export function TurboPage({ above }: { above?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('pages.turbo')} visitor={{ view: <VisitorTurboView /> }}>
      {(address) => (
        <>
          {above}
          <TurboView address={address} />
        </>
      )}
    </AccountPage>
  );
}

export default TurboPage;
