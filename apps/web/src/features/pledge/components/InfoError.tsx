import { useTranslation } from 'react-i18next';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';

/** The staking figures could not be read: say so, and offer to read them again. */
export function InfoError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card empty-state" role="alert" data-testid={PLEDGE_TEST_IDS.error}>
      <p className="empty-state__title">{t('pledge.loadFailed')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('assets.retry')}
      </button>
    </div>
  );
}
