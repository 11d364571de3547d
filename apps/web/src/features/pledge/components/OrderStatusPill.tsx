import type { FixedOrder } from '@xbond/shared/api/pledge';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill/StatusPill';
import { useTranslation } from '@/lib/use-translation';

const STATUS_TONES: Partial<Record<FixedOrder['status'], StatusTone>> = {
  active: 'success',
  matured: 'info',
};

/** A regular order's status as a pill: running, matured or repledged. */
export function OrderStatusPill({ status }: { status: FixedOrder['status'] }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={STATUS_TONES[status]}>{t(`pledge.orders.statuses.${status}`)}</StatusPill>
  );
}
