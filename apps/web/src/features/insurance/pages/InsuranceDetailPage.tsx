import { PATHS } from '@/config/paths';
import { AccountPage } from '@/features/session/components/AccountPage';
import { Link, useSearchParams } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { DetailView } from '../components/DetailView';
import { INSURANCE_TEST_IDS } from '../test-ids';
import '@/styles/screen.css';
import '../insurance.css';

/** /pages/rechargeDetail/detailInfo?id=: one of the user's policies. */
export function InsuranceDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <AccountPage
      title={t('pages.insuranceDetail')}
      visitor={{
        title: t('insurance.connectTitle'),
        hint: t('insurance.connectHint'),
        testIds: INSURANCE_TEST_IDS,
      }}
    >
      {(address) =>
        id ? (
          <DetailView key={id} address={address} id={id} />
        ) : (
          <div className="card empty-state" data-testid={INSURANCE_TEST_IDS.detailEmpty}>
            <p className="empty-state__title">{t('common.noData')}</p>
            <p>{t('insurance.detailHint')}</p>
            <Link to={PATHS.insurancePool} className="button button--primary button-link">
              {t('pages.insurancePool')}
            </Link>
          </div>
        )
      }
    </AccountPage>
  );
}

export default InsuranceDetailPage;
