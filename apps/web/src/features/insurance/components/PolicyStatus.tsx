import type { InsuranceStatus } from '@xbond/shared/api/insurance';
import { useTranslation } from '@/lib/use-translation';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill/StatusPill';

const TONES: Partial<Record<InsuranceStatus, StatusTone>> = {
  active: 'success',
  paid_out: 'warning',
};

/** Active, paid out or expired without claim, as a coloured label. */
export function PolicyStatus({ status, testId }: { status: InsuranceStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={TONES[status]} testId={testId}>
      {t(`insurance.statuses.${status}`)}
    </StatusPill>
  );
}
