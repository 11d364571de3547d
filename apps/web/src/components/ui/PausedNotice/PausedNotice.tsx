import type { PausableFeature } from '@xbond/shared/api/switches';
import { Icon } from '@/components/ui/Icon/Icon';
import { usePaused } from '@/lib/switches';
import { useTranslation } from '@/lib/use-translation';
import './PausedNotice.css';

/**
 * Says that the operator has paused `feature`'s new orders, and what still works; nothing
 * while it runs. The screen also disables its action with `usePaused`.
 */
export function PausedNotice({ feature, testId }: { feature: PausableFeature; testId?: string }) {
  const { t } = useTranslation();
  if (!usePaused(feature)) return null;
  return (
    <div className="paused-notice" role="status" data-testid={testId ?? `paused-${feature}`}>
      <Icon name="info" />
      <div>
        <strong>{t('switches.pausedTitle')}</strong>
        <p>{t(`switches.paused.${feature}`)}</p>
      </div>
    </div>
  );
}
