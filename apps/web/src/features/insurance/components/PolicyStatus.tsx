import type { InsuranceStatus } from '@xbond/shared/api/insurance';
import { useTranslation } from 'react-i18next';

/** Active, paid out or expired without claim, as a coloured label. */
export function PolicyStatus({ status, testId }: { status: InsuranceStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`policy-status policy-status--${status}`} data-testid={testId}>
      {t(`insurance.statuses.${status}`)}
    </span>
  );
}
