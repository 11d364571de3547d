import { typesParam } from '@xbond/shared/values/records';
import { BondList } from '@/components/bond/BondList';
import { BondSkeleton } from '@/components/bond/BondSkeleton';
import { ExportCsvButton } from '@/components/ui/ExportCsv/ExportCsvButton';
import { Unread } from '@/components/ui/ListStates/ListStates';
import { PageLead } from '@/features/layout/components/PageFrame';
import { ConnectYours } from '@/features/session/components/ConnectYours';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { useBondInfo, useBondOrders } from '../api/reserve-bond';
import { refreshReserveBond } from '../flows/refresh';
import { RESERVE_BOND_TEST_IDS } from '../test-ids';
import { BondOrderCard } from './BondOrderCard';
import { BuyForm } from './BuyForm';
import { ReserveFigures } from './ReserveFigures';

/** The reserve bond screen under its lead, which needs no figure: drawn from the first render. */
export function ReserveBondView({ address }: { address: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <PageLead text={t('reserveBond.reserveIntro')} />
      <ReserveBondScreen address={address} />
    </>
  );
}

/**
 * The reserve bond screen: the public figures, the purchase, the user's bonds. A visitor (no
 * address) reads the figures and quotes; buying signs in first; their bonds ask to connect.
 */
function ReserveBondScreen({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const info = useBondInfo();
  const orders = useBondOrders(address);
  if (info.isPending || info.isError) {
    return (
      <Unread
        query={info}
        skeleton={<BondSkeleton />}
        message={t('reserveBond.loadFailed')}
        testId={RESERVE_BOND_TEST_IDS.error}
      />
    );
  }
  return (
    <div className="stack stack--page">
      <ReserveFigures
        info={info.data}
        onEpoch={() => void (address ? refreshReserveBond(address) : info.refetch())}
      />
      <BuyForm info={info.data} address={address} />
      {address ? (
        <BondList
          title={t('reserveBond.myBonds')}
          emptyHint={t('reserveBond.emptyHint')}
          loadFailed={t('reserveBond.ordersFailed')}
          query={orders}
          renderOrder={(order) => <BondOrderCard key={order.id} order={order} address={address} />}
        />
      ) : (
        <ConnectYours testIds={RESERVE_BOND_TEST_IDS} />
      )}
      {address && (
        <ExportCsvButton
          query={{ types: typesParam('reserveBond') }}
          testId={TEST_IDS.recordsExport}
        />
      )}
    </div>
  );
}
