import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { useRouteHandle } from '@/features/layout/route-handle';

/** A feature route before its own issue lands: the frame, its heading and an empty state. */
export function FeaturePlaceholder() {
  const { t } = useTranslation();
  const { titleKey } = useRouteHandle();
  return (
    <PageFrame title={titleKey ? t(`pages.${titleKey}`) : ''}>
      <div className="card empty-state">
        <p className="empty-state__title">{t('common.noData')}</p>
        <p>{t('pages.emptyHint')}</p>
      </div>
    </PageFrame>
  );
}
