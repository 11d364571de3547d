import { useDeferredValue } from 'react';
import { OnwardLink } from '@/components/ui/OnwardLink/OnwardLink';
import { LOADING_FIGURE } from '@/components/ui/Skeleton/Skeleton';
import { PATHS } from '@/config/paths';
import { PageLead } from '@/features/layout/components/PageFrame';
import { ConnectYours } from '@/features/session/components/ConnectYours';
import { useBalance } from '@/features/session/use-balance';
import { useFormat } from '@/lib/format';
import { useSearchParams } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { usePledgeInfo, usePledgeRates } from '../api/get-pledge-info';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { FixedOrders } from './FixedOrders';
import { FlexibleCard } from './FlexibleCard';
import { InfoError } from './InfoError';
import { LimitsCard } from './LimitsCard';
import { PledgeCharts } from './PledgeCharts';
import { PledgeSkeleton } from './PledgeSkeleton';
import { type PledgeTab, PledgeTabs } from './PledgeTabs';
import { StakeForm, type StakeTerms } from './StakeForm';

/**
 * The staking screen: the tab's lead (from the first render, the flexible rate a bar until the
 * rates arrive), the tab's card and form, the orders, the limit and the cap. A visitor
 * (no address) reads the public rates and the form; their own figures ask to connect. The
 * form keeps its place in the tree, so what a visitor typed stays through the sign-in.
 */
export function PledgeView({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const { perDay } = useFormat();
  const info = usePledgeInfo(address);
  // The signed-in info carries the same rates: the public read only until it has arrived.
  const rates = usePledgeRates(!info.data);
  const { symbol } = useBalance(address, 'X');
  // The tab lives in the URL, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const tab: PledgeTab = params.get('tab') === 'regular' ? 'regular' : 'current';

  // The rates land in a store update, which React renders in one blocking task: deferred, the
  // screen mounts in the render after, which React slices.
  const data = useDeferredValue(info.data);
  const publicRates = useDeferredValue(rates.data);
  const terms: StakeTerms | null = data
    ? {
        min: data.min,
        terms: data.terms,
        flexibleRatePpm: data.flexible.ratePpm,
        limitLeft: data.limit.left,
      }
    : publicRates
      ? { ...publicRates, limitLeft: publicRates.limit }
      : null;
  const lead = (
    <PageLead
      text={
        tab === 'current'
          ? t('pledge.currentIntro', {
              rate: terms ? perDay(terms.flexibleRatePpm) : LOADING_FIGURE,
            })
          : t('pledge.regularIntro')
      }
    />
  );
  const failed = address ? info.isError : rates.isError;
  if (failed || !terms) {
    return (
      <>
        {lead}
        {failed ? (
          <InfoError onRetry={() => void (address ? info.refetch() : rates.refetch())} />
        ) : (
          <PledgeSkeleton />
        )}
      </>
    );
  }

  const yours = !address && <ConnectYours testIds={PLEDGE_TEST_IDS} />;
  return (
    <>
      {lead}
      <div className="stack stack--page">
        <PledgeTabs tab={tab} onChange={(next) => setParams({ tab: next }, { replace: true })} />
        {tab === 'current' ? (
          <>
            {data ? (
              <FlexibleCard flexible={data.flexible} address={address ?? ''} symbol={symbol} />
            ) : (
              yours
            )}
            <StakeForm key="current" kind="current" terms={terms} address={address} />
          </>
        ) : (
          <>
            <StakeForm key="regular" kind="regular" terms={terms} address={address} />
            {address ? (
              <FixedOrders address={address} symbol={symbol} claimable={data?.claimable ?? '0'} />
            ) : (
              yours
            )}
            <OnwardLink
              to={PATHS.repledge}
              className="button button--secondary button--block button-link"
            >
              {t('pledge.repledge.link')}
            </OnwardLink>
          </>
        )}
        {data && <LimitsCard limit={data.limit} earnings={data.earnings} symbol={symbol} />}
        {address && <PledgeCharts address={address} symbol={symbol} />}
      </div>
    </>
  );
}
