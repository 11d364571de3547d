import type { Asset } from '@xbond/shared/assets';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isRunning, operationStore } from '../flows/operation-store';
import { resumeOperations } from '../flows/resume';
import { useAssets } from '../hooks';
import { ASSETS_TEST_IDS } from '../test-ids';
import { AssetCard } from './AssetCard';
import { PendingOperations } from './PendingOperations';
import { sheetStore } from './sheet-store';

// The amount form and an operation's progress load when a deposit or withdrawal is first
// asked for (or resumed): a visit that only looks at its balances does not fetch them.
const OperationSheet = lazy(() =>
  import('./OperationSheet').then((m) => ({ default: m.OperationSheet })),
);

/** True from the first time the sheet has something to show, so that closing can animate. */
function useSheetAsked(): boolean {
  const form = sheetStore.use((s) => s.form !== null);
  const op = operationStore.use((s) => s.current !== null);
  const [asked, setAsked] = useState(false);
  if ((form || op) && !asked) setAsked(true);
  return asked || form || op;
}

interface AssetsViewProps {
  address: string;
  /** One asset only (the TNB page). */
  only?: Asset;
}

/** The signed-in asset screen: pending operations, one card per asset, the operation sheet. */
export function AssetsView({ address, only }: AssetsViewProps) {
  const { t } = useTranslation();
  const { rows, walletInfo, custody, isPending, isError, refetch, symbolOf } = useAssets(
    address,
    only,
  );
  const busy = isRunning(operationStore.use((s) => s.current));
  const sheetAsked = useSheetAsked();

  // A deposit or withdrawal that a reload interrupted goes on (once per page load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: symbolOf follows the same data.
  useEffect(() => {
    if (walletInfo && rows.length > 0) resumeOperations(address, walletInfo, symbolOf);
  }, [address, walletInfo, rows.length]);

  if (isPending) {
    return (
      <div className="stack" data-testid={ASSETS_TEST_IDS.assetsSkeleton} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="card stack">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--figure" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--button" />
          </div>
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div className="card empty-state" role="alert" data-testid={ASSETS_TEST_IDS.assetsError}>
        <p className="empty-state__title">{t('assets.loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  return (
    <>
      {walletInfo && (
        <PendingOperations
          info={walletInfo}
          address={address}
          symbolOf={symbolOf}
          busy={busy}
          only={only}
        />
      )}
      <div className="stack">
        {rows.map((row) => (
          <AssetCard
            key={row.token.asset}
            row={row}
            address={address}
            busy={busy}
            recordsLink={!only}
          />
        ))}
      </div>
      {sheetAsked && (
        <Suspense fallback={null}>
          <OperationSheet rows={rows} address={address} custody={custody} />
        </Suspense>
      )}
    </>
  );
}
