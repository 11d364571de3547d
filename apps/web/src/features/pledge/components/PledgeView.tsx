import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '@/components/ui/Icon/Icon';
import { PATHS } from '@/config/paths';
import { useBalance } from '@/features/session/use-balance';
import { usePledgeInfo } from '../api/get-pledge-info';
import { FixedOrders } from './FixedOrders';
import { FlexibleCard } from './FlexibleCard';
import { InfoError } from './InfoError';
import { LimitsCard } from './LimitsCard';
import { PledgeCharts } from './PledgeCharts';
import { PledgeSkeleton } from './PledgeSkeleton';
import { type PledgeTab, PledgeTabs } from './PledgeTabs';
import { StakeForm } from './StakeForm';

/** The signed-in staking screen: the tab's card and form, the orders, the limit and the cap. */
export function PledgeView({ address }: { address: string }) {
  const { t } = useTranslation();
  const info = usePledgeInfo(address);
  const { symbol } = useBalance(address, 'X');
  // The tab lives in the URL, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const tab: PledgeTab = params.get('tab') === 'regular' ? 'regular' : 'current';

  if (info.isPending) return <PledgeSkeleton />;
  if (info.isError) return <InfoError onRetry={() => void info.refetch()} />;

  const data = info.data;
  return (
    <div className="screen">
      <PledgeTabs tab={tab} onChange={(next) => setParams({ tab: next }, { replace: true })} />
      {tab === 'current' ? (
        <>
          <FlexibleCard flexible={data.flexible} address={address} symbol={symbol} />
          <StakeForm key="current" kind="current" info={data} address={address} />
        </>
      ) : (
        <>
          <StakeForm key="regular" kind="regular" info={data} address={address} />
          <FixedOrders address={address} symbol={symbol} claimable={data.claimable} />
          <Link to={PATHS.repledge} className="button button--secondary button--block button-link">
            {t('pledge.repledge.link')}
            <Icon name="chevronRight" />
          </Link>
        </>
      )}
      <LimitsCard limit={data.limit} earnings={data.earnings} symbol={symbol} />
      <PledgeCharts address={address} symbol={symbol} />
    </div>
  );
}
