import { AssetsView } from '@/features/assets/components/AssetsView';
import { useSignedInAddress } from '@/features/session/store';
import { TurboPage } from '@/features/turbo/pages/TurboPage';
import '@/features/assets/assets.css';

/**
 * /pages/USDDAssets/USDDAssets, the spec's "trading turbo assets (stable-coin assets)": the
 * user's USDD with deposit and withdraw, as the TNB page has for TNB, above the turbine. Two
 * features meet here, in the app, as neither imports the other.
 */
export function UsddAssetsPage() {
  const address = useSignedInAddress();
  return (
    <TurboPage
      above={address ? <AssetsView key={address} address={address} only="USDD" /> : null}
    />
  );
}

export default UsddAssetsPage;
