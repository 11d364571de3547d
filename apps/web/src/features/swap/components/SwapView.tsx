import type { Swap, SwapAsset } from '@xbond/shared/api/swap';
import { useDeferredValue, useState } from 'react';
import { LoadError } from '@/components/ui/ListStates/ListStates';
import { PausedNotice } from '@/components/ui/PausedNotice/PausedNotice';
import { LOADING_FIGURE } from '@/components/ui/Skeleton/Skeleton';
import { PATHS } from '@/config/paths';
import { PageLead } from '@/features/layout/components/PageFrame';
import { ConnectYours } from '@/features/session/components/ConnectYours';
import { useSession } from '@/features/session/store';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useSwapBalances } from '../hooks';
import { SWAP_TEST_IDS as S } from '../test-ids';
import { SwapForm } from './SwapForm';
import { SwapLink } from './SwapLink';
import { SwapResult } from './SwapResult';
import { SwapSkeleton } from './SwapSkeleton';

/**
 * The swap screen: what a swap costs (its lead, from the first render: the fee is a bar until
 * the system's settings arrive), then the rest once they have: the last swap's outcome, the form, the way to the record and to the prize
 * pool the fees fund. A visitor (no address) gets live quotes; the swap button signs in first.
 */
export function SwapView({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const { percent } = useFormat();
  const settings = useSession((s) => s.systemInfo?.swap);
  return (
    <>
      <PageLead
        text={t('swap.intro', { fee: settings ? percent(settings.feeBps) : LOADING_FIGURE })}
      />
      <SwapScreen address={address} />
    </>
  );
}

function SwapScreen({ address }: { address: string | null }) {
  const { t } = useTranslation();
  // The settings land with the session's start in a store update, which React renders in one
  // blocking task: deferred, the form mounts in the render after, which React slices.
  const settings = useDeferredValue(useSession((s) => s.systemInfo?.swap));
  const { balances, wallet } = useSwapBalances(address);
  const [last, setLast] = useState<Swap | null>(null);
  if (wallet.isError) {
    return (
      <LoadError
        message={t('swap.loadFailed')}
        onRetry={() => void wallet.refetch()}
        testId={S.error}
      />
    );
  }
  // The settings arrive with the system info at the page's start.
  if (!settings || (address && wallet.isPending)) return <SwapSkeleton />;
  const symbolOf = (asset: SwapAsset) => balances.find((b) => b.asset === asset)?.symbol ?? asset;
  return (
    <div className="stack stack--page">
      <PausedNotice feature="swap" />
      {last && <SwapResult swap={last} symbolOf={symbolOf} onClose={() => setLast(null)} />}
      {!address && <ConnectYours testIds={S} />}
      <SwapForm address={address} settings={settings} balances={balances} onSwapped={setLast} />
      <SwapLink to={PATHS.swapRecord} testId={S.recordLink}>
        {t('swap.recordLink')}
      </SwapLink>
      {/* Half of every fee funds the prize pool: the way to it. */}
      <SwapLink to={PATHS.ranking} testId={S.prizeLink}>
        {t('swap.prizeLink')}
      </SwapLink>
    </div>
  );
}
