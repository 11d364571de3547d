import { PageFrame } from '@/features/layout/components/PageFrame';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { RankingView } from '../components/RankingView';
import '../prize.css';

/** The FOMO prize pool's ranking: public; a signed-in user also sees and claims their own. */
export function RankingPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  return (
    <PageFrame title={t('pages.ranking')}>
      <RankingView key={address ?? 'visitor'} address={address} />
    </PageFrame>
  );
}

export default RankingPage;
