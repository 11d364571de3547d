import { useTranslation } from 'react-i18next';
import { INSURANCE_TEST_IDS } from '@/testing/insurance-test-ids';

/** A read failed: say which, and offer to read again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card empty-state" role="alert" data-testid={INSURANCE_TEST_IDS.error}>
      <p className="empty-state__title">{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('assets.retry')}
      </button>
    </div>
  );
}
