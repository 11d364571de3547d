import { LoadError } from '@/components/ui/ListStates/ListStates';
import { ConnectYours } from '@/features/session/components/ConnectYours';
import { useTranslation } from '@/lib/use-translation';
import { BOND_TEST_IDS } from '@/testing/bond-test-ids';
import { useFlowBonds, useFlowInfo, useFlowMarket } from '../api/flow';
import { refreshBonds } from '../flows/use-bond-action';
import { BondList } from './BondList';
import { BondSkeleton } from './BondSkeleton';
import { DonateForm } from './DonateForm';
import { DonationRecords } from './DonationRecords';
import { FlowBondCard } from './FlowBondCard';
import { FlowFigures } from './FlowFigures';

/**
 * The liquidity bond screen: LP and pools, the donation, the bonds, the records. A visitor (no
 * address) reads the terms and the network's figures; donating signs in first.
 */
export function FlowBondView({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const mine = useFlowInfo(address);
  // The signed-in info carries the market's figures too: the public read until it arrives.
  const market = useFlowMarket(!mine.data);
  const bonds = useFlowBonds(address);
  const info = mine.data ?? market.data;
  const failed = address ? mine.isError : market.isError;
  if (failed) {
    return (
      <LoadError
        message={t('bonds.loadFailed')}
        onRetry={() => void (address ? mine.refetch() : market.refetch())}
        testId={BOND_TEST_IDS.error}
      />
    );
  }
  if (!info) return <BondSkeleton />;
  return (
    <div className="screen">
      <FlowFigures
        info={info}
        onEpoch={() => void (address ? refreshBonds(address) : market.refetch())}
      />
      <DonateForm info={info} address={address} />
      {address ? (
        <>
          <BondList
            title={t('bonds.flow.myBonds')}
            emptyHint={t('bonds.flow.emptyHint')}
            loadFailed={t('bonds.ordersFailed')}
            query={bonds}
            renderOrder={(bond) => <FlowBondCard key={bond.id} bond={bond} address={address} />}
          />
          <DonationRecords address={address} />
        </>
      ) : (
        <ConnectYours testIds={BOND_TEST_IDS} />
      )}
    </div>
  );
}
