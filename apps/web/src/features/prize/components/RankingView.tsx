import { LoadError } from '@/components/ui/ListStates/ListStates';
import { LOADING_FIGURE } from '@/components/ui/Skeleton/Skeleton';
import { PageLead } from '@/features/layout/components/PageFrame';
import { useSession } from '@/features/session/store';
import { useFormat } from '@/lib/format';
import { useSearchParams } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { usePrizeInfo } from '../api/get-prize-info';
import { periodFrom } from '../periods';
import { PRIZE_TEST_IDS as P } from '../test-ids';
import { viewerOf } from '../viewer';
import { PeriodTabs } from './PeriodTabs';
import { PoolCard } from './PoolCard';
import { PoolChart } from './PoolChart';
import { RankingList } from './RankingList';
import { Standing } from './Standing';
import { useRollover } from './use-rollover';
import { WinnersList } from './WinnersList';

/**
 * The ranking screen for `address` (null: a visitor): where its pool comes from (the lead, from
 * the first render: the period's share a bar until the system's settings arrive), the period's tab (kept in the URL, so a
 * reload keeps it), its pool and countdown, the viewer's standing, the ranking, past winners.
 */
export function RankingView({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const { percent } = useFormat();
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params.get('period'));
  const split = useSession((s) => s.systemInfo?.prize.splitBps[period]);
  const viewer = viewerOf(address);
  const info = usePrizeInfo(viewer, period);
  const rollover = useRollover(viewer, period);
  return (
    <>
      <PageLead
        text={t('prize.poolNote', { share: split === undefined ? LOADING_FIGURE : percent(split) })}
      />
      <div className="stack stack--page">
        <PeriodTabs
          period={period}
          onChange={(next) => setParams({ period: next }, { replace: true })}
        />
        {info.isError ? (
          <LoadError
            message={t('prize.loadFailed')}
            onRetry={() => void info.refetch()}
            testId={P.error}
          />
        ) : (
          <PoolCard period={period} info={info.data} onEnd={rollover} />
        )}
        {/* Each card holds its place while loading: nothing moves when a late answer lands. */}
        <PoolChart period={period} />
        {!info.isError && <Standing info={info.data} signedIn={address !== null} />}
        <RankingList viewer={viewer} period={period} />
        <WinnersList viewer={viewer} period={period} address={address} />
      </div>
    </>
  );
}
