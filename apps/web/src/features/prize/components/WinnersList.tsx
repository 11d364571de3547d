import type { PrizePeriod } from '@xbond/shared/api/prize';
import { PagedList } from '@/components/ui/ListStates/PagedList';
import { useTranslation } from '@/lib/use-translation';
import { usePrizeWinners } from '../api/get-prize-winners';
import { PRIZE_TEST_IDS as P } from '../test-ids';
import { WinnerRow } from './WinnerRow';

interface WinnersListProps {
  viewer: string;
  period: PrizePeriod;
  /** The signed-in address (claims), or null for a visitor. */
  address: string | null;
}

/** The ended periods' winners, newest first, paged; the viewer's own prizes can be claimed. */
export function WinnersList({ viewer, period, address }: WinnersListProps) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-label={t('prize.winnersTitle')}>
      <h2 className="card-title">{t('prize.winnersTitle')}</h2>
      <PagedList
        query={usePrizeWinners(viewer, period)}
        skeleton={
          <div className="card prize-list" aria-busy="true" data-testid={P.winnersSkeleton}>
            {[0, 1].map((i) => (
              <span key={i} className="skeleton skeleton--line" />
            ))}
          </div>
        }
        loadFailed={t('prize.winnersFailed')}
        empty={{ hint: t('prize.winnersEmpty'), testId: P.winnersEmpty }}
        listClassName="card prize-list"
        render={(prize) => <WinnerRow key={prize.id} prize={prize} address={address} />}
        testIds={{
          list: P.winners,
          error: P.winnersError,
          count: P.winnersCount,
          loadMore: P.winnersLoadMore,
        }}
      />
    </section>
  );
}
