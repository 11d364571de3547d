import { PATHS } from '@/config/paths';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { ConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSignedInAddress } from '@/features/session/store';
import { Link, useSearchParams } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { DetailView } from '../components/DetailView';
import { INSURANCE_TEST_IDS } from '../test-ids';
import '@/styles/screen.css';
import '../insurance.css';

/** /pages/rechargeDetail/detailInfo?id=: one of the user's policies. */
export function InsuranceDetailPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <PageFrame title={t('pages.insuranceDetail')}>
      {!address ? (
        <ConnectPrompt
          title={t('insurance.connectTitle')}
          hint={t('insurance.connectHint')}
          testIds={{ prompt: INSURANCE_TEST_IDS.connect, button: INSURANCE_TEST_IDS.connectButton }}
        />
      ) : id ? (
        <DetailView key={`${address}:${id}`} address={address} id={id} />
      ) : (
        <div className="card empty-state" data-testid={INSURANCE_TEST_IDS.detailEmpty}>
          <p className="empty-state__title">{t('common.noData')}</p>
          <p>{t('insurance.detailHint')}</p>
          <Link to={PATHS.insurancePool} className="button button--primary button-link">
            {t('pages.insurancePool')}
          </Link>
        </div>
      )}
    </PageFrame>
  );
}

export default InsuranceDetailPage;
