import { BondList } from '@/components/bond/BondList';
import { BondSkeleton } from '@/components/bond/BondSkeleton';
import { LoadError } from '@/components/ui/ListStates/ListStates';
import { LOADING_FIGURE } from '@/components/ui/Skeleton/Skeleton';
import { PageLead } from '@/features/layout/components/PageFrame';
import { ConnectYours } from '@/features/session/components/ConnectYours';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import {
  useLiquidityBondInfo,
  useLiquidityBondMarket,
  useLiquidityBonds,
} from '../api/liquidity-bond';
import { refreshLiquidityBond } from '../flows/refresh';
import { LIQUIDITY_BOND_TEST_IDS } from '../test-ids';
import { DonateForm } from './DonateForm';
import { DonationRecords } from './DonationRecords';
import { LiquidityBondCard } from './LiquidityBondCard';
import { LiquidityFigures } from './LiquidityFigures';

/**
 * The liquidity bond screen: its lead (from the first render, the share returned as LP a bar
 * until the terms arrive), LP and pools, the donation, the bonds, the records. A visitor (no
 * address) reads the terms and the network's figures; donating signs in first.
 */
export function LiquidityBondView({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const { percent } = useFormat();
  const mine = useLiquidityBondInfo(address);
  // The signed-in info carries the market's figures too: the public read until it arrives.
  const market = useLiquidityBondMarket(!mine.data);
  const bonds = useLiquidityBonds(address);
  const info = mine.data ?? market.data;
  const failed = address ? mine.isError : market.isError;
  const lead = (
    <PageLead
      text={t('liquidityBond.intro', { share: info ? percent(info.principalBps) : LOADING_FIGURE })}
    />
  );
  if (failed || !info) {
    return (
      <>
        {lead}
        {failed ? (
          <LoadError
            message={t('liquidityBond.loadFailed')}
            onRetry={() => void (address ? mine.refetch() : market.refetch())}
            testId={LIQUIDITY_BOND_TEST_IDS.error}
          />
        ) : (
          <BondSkeleton />
        )}
      </>
    );
  }
  return (
    <>
      {lead}
      <div className="stack stack--page">
        <LiquidityFigures
          info={info}
          onEpoch={() => void (address ? refreshLiquidityBond(address) : market.refetch())}
        />
        <DonateForm info={info} address={address} />
        {address ? (
          <>
            <BondList
              title={t('liquidityBond.myBonds')}
              emptyHint={t('liquidityBond.emptyHint')}
              loadFailed={t('liquidityBond.ordersFailed')}
              query={bonds}
              renderOrder={(bond) => (
                <LiquidityBondCard key={bond.id} bond={bond} address={address} />
              )}
            />
            <DonationRecords address={address} />
          </>
        ) : (
          <ConnectYours testIds={LIQUIDITY_BOND_TEST_IDS} />
        )}
      </div>
    </>
  );
}
