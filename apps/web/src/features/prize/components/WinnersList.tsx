import type { PrizePeriod } from '@xbond/shared/api/prize';
import type { ReactNode } from 'react';
import { EmptyState, LoadError, PagedFooter } from '@/components/ui/ListStates/ListStates';
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
  const query = usePrizeWinners(viewer, period);
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="card prize-list" aria-busy="true" data-testid={P.winnersSkeleton}>
        {[0, 1].map((i) => (
          <span key={i} className="skeleton skeleton--line" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        message={t('prize.winnersFailed')}
        onRetry={() => void query.refetch()}
        testId={P.winnersError}
      />
    );
  } else {
    const prizes = query.data.pages.flatMap((p) => p.items);
    const total = query.data.pages.at(-1)?.total ?? 0;
    body =
      prizes.length === 0 ? (
        <EmptyState hint={t('prize.winnersEmpty')} testId={P.winnersEmpty} />
      ) : (
        <>
          <ul className="card prize-list" data-testid={P.winners}>
            {prizes.map((prize) => (
              <WinnerRow key={prize.id} prize={prize} address={address} />
            ))}
          </ul>
          <PagedFooter
            shown={prizes.length}
            total={total}
            query={query}
            testIds={{ count: P.winnersCount, loadMore: P.winnersLoadMore }}
          />
        </>
      );
  }
  return (
    <section className="prize-section" aria-label={t('prize.winnersTitle')}>
      <h2 className="prize-section__title">{t('prize.winnersTitle')}</h2>
      {body}
    </section>
  );
}
