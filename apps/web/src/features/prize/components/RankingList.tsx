import type { PrizePeriod, RankingEntry } from '@xbond/shared/api/prize';
import { formatDate } from '@xbond/shared/time';
import type { ReactNode } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { EmptyState, LoadError } from '@/components/ui/ListStates/ListStates';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { usePrizeRanking } from '../api/get-prize-ranking';
import { PRIZE_TEST_IDS as P } from '../test-ids';

/** One trader: place, masked address (the viewer's own marked), volume, last update. */
function EntryRow({ entry }: { entry: RankingEntry }) {
  const { t } = useTranslation();
  const fmt = useFormat().amount;
  const id = (field: string) => P.entryField(entry.rank, field);
  return (
    <li
      className={`prize-entry${entry.mine ? ' prize-entry--mine' : ''}`}
      data-testid={P.entry(entry.rank)}
      data-mine={entry.mine}
    >
      <span
        className={`prize-rank prize-rank--${Math.min(entry.rank, 4)}`}
        data-testid={id('rank')}
      >
        {entry.rank}
      </span>
      <div className="prize-entry__who">
        <p className="prize-entry__address tabular" data-testid={id('address')}>
          {entry.address}
          {entry.mine && <StatusPill tone="info">{t('prize.you')}</StatusPill>}
        </p>
        <p className="fine-print tabular" data-testid={id('updated')}>
          {t('prize.updatedAt', { time: formatDate(entry.updatedAt) })}
        </p>
      </div>
      <p className="prize-entry__volume" data-testid={id('volume')}>
        <Amount figure={fmt(entry.volume)} unit="USDD" />
      </p>
    </li>
  );
}

/** The period's top traders by volume, as the server ranks them (ties: earlier first). */
export function RankingList({ viewer, period }: { viewer: string; period: PrizePeriod }) {
  const { t } = useTranslation();
  const ranking = usePrizeRanking(viewer, period);
  let body: ReactNode;
  if (ranking.isPending) {
    body = (
      <div className="card prize-list" aria-busy="true" data-testid={P.rankingSkeleton}>
        {[0, 1, 2].map((i) => (
          <span key={i} className="skeleton skeleton--line" />
        ))}
      </div>
    );
  } else if (ranking.isError) {
    body = (
      <LoadError
        message={t('prize.rankingFailed')}
        onRetry={() => void ranking.refetch()}
        testId={P.rankingError}
      />
    );
  } else if (ranking.data.items.length === 0) {
    body = <EmptyState hint={t('prize.rankingEmpty')} testId={P.rankingEmpty} />;
  } else {
    body = (
      <ol className="card prize-list" data-testid={P.ranking}>
        <li className="prize-list__head" aria-hidden="true">
          <span>{t('prize.rank')}</span>
          <span>{t('prize.address')}</span>
          <span>{t('prize.volume')}</span>
        </li>
        {ranking.data.items.map((entry) => (
          <EntryRow key={entry.rank} entry={entry} />
        ))}
      </ol>
    );
  }
  return (
    <section className="stack" aria-label={t('prize.rankingTitle')}>
      <h2 className="card-title">{t('prize.rankingTitle')}</h2>
      {body}
    </section>
  );
}
