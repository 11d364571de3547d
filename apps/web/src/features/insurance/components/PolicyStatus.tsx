import type { InsuranceStatus } from '@xbond/shared/api/insurance';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill/StatusPill';
import { useTranslation } from '@/lib/use-translation';

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
