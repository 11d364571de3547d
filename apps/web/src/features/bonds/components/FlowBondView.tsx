import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/ListStates/ListStates';
import { BOND_TEST_IDS } from '@/testing/bond-test-ids';
import { useFlowBonds, useFlowInfo } from '../api/flow';
import { refreshBonds } from '../flows/use-bond-action';
import { BondList } from './BondList';
import { BondSkeleton } from './BondSkeleton';
import { DonateForm } from './DonateForm';
import { DonationRecords } from './DonationRecords';
import { FlowBondCard } from './FlowBondCard';
import { FlowFigures } from './FlowFigures';

/** The signed-in liquidity bond screen: LP and pools, the donation, the bonds, the records. */
export function FlowBondView({ address }: { address: string }) {
  const { t } = useTranslation();
  const info = useFlowInfo(address);
  const bonds = useFlowBonds(address);
  if (info.isPending) return <BondSkeleton />;
  if (info.isError) {
    return (
      <LoadError
        message={t('bonds.loadFailed')}
        onRetry={() => void info.refetch()}
        testId={BOND_TEST_IDS.error}
      />
    );
  }
  return (
    <div className="screen">
      <FlowFigures info={info.data} onEpoch={() => void refreshBonds(address)} />
      <DonateForm info={info.data} address={address} />
      <BondList
        title={t('bonds.flow.myBonds')}
        emptyHint={t('bonds.flow.emptyHint')}
        loadFailed={t('bonds.ordersFailed')}
        query={bonds}
        renderOrder={(bond) => <FlowBondCard key={bond.id} bond={bond} address={address} />}
      />
      <DonationRecords address={address} />
    </div>
  );
}
