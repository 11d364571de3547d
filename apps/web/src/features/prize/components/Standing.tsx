import type { PrizeInfo } from '@xbond/shared/api/prize';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { InlineSkeleton } from '@/components/ui/Skeleton/Skeleton';
import { PATHS } from '@/config/paths';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useFormat } from '@/lib/format';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { PRIZE_TEST_IDS as P } from '../test-ids';

/**
 * The viewer's volume and rank this period; a visitor is asked to connect for theirs (the
 * ranking itself is public). While `info` loads, the card keeps its shape with bars.
 */
export function Standing({ info, signedIn }: { info: PrizeInfo | undefined; signedIn: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat().amount;
  if (!signedIn) {
    return (
      <ConnectPrompt title={t('prize.connectTitle')} hint={t('prize.connectHint')} testIds={P} />
    );
  }
  // Loading counts as ranked: the hint and link below appear only once known to apply.
  const ranked = info?.yourRank !== null;
  return (
    <section className="card stack" data-testid={P.standing} aria-label={t('prize.standingTitle')}>
      <h2 className="card-title">{t('prize.standingTitle')}</h2>
      <Figures
        items={[
          {
            label: t('prize.yourVolume'),
            value: info ? <Amount figure={fmt(info.yourVolume)} unit="USDD" /> : <InlineSkeleton />,
            testId: P.yourVolume,
          },
          {
            label: t('prize.yourRank'),
            value: !info ? (
              <InlineSkeleton />
            ) : ranked ? (
              t('prize.rankValue', { rank: info.yourRank })
            ) : (
              t('prize.notRanked')
            ),
            testId: P.yourRank,
          },
        ]}
      />
      {!ranked && (
        <>
          <p className="fine-print">{t('prize.notRankedHint')}</p>
          <Link to={PATHS.swap} className="button button--secondary button--block button-link">
            {t('prize.trade')}
          </Link>
        </>
      )}
    </section>
  );
}
