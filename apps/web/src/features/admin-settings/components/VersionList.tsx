import type { AdminSettings } from '@xbond/shared/api/switches';
import { formatDate } from '@xbond/shared/time';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useTranslation } from '@/lib/use-translation';
import { ADMIN_SETTINGS_TEST_IDS as A } from '../test-ids';

/** Every settings version, newest first: scheduled ones wait for their instant. */
export function VersionList({ data }: { data: AdminSettings }) {
  const { t } = useTranslation();
  const now = Date.parse(data.serverTime);
  return (
    <section className="card stack" aria-labelledby="admin-versions-title">
      <h2 id="admin-versions-title" className="admin-settings__title">
        {t('adminSettings.versionsTitle')}
      </h2>
      {data.versions.length === 0 ? (
        <p className="fine-print">{t('adminSettings.noVersions')}</p>
      ) : (
        <ul className="stack stack--tight bare-list">
          {data.versions.map((v) => {
            const scheduled = Date.parse(v.effectiveAt) > now;
            return (
              <li key={v.id} className="admin-version" data-testid={A.version(v.id)}>
                <div className="admin-switch__head">
                  <strong>{formatDate(v.effectiveAt)}</strong>
                  <StatusPill tone={scheduled ? 'info' : 'success'}>
                    {t(scheduled ? 'adminSettings.scheduled' : 'adminSettings.inForce')}
                  </StatusPill>
                </div>
                <code className="admin-version__changes">
                  {Object.entries(v.changes)
                    .map(([name, value]) => `${name}=${value}`)
                    .join('  ')}
                </code>
                <small>
                  {v.reason} —{' '}
                  {t('adminSettings.by', { by: v.createdBy, at: formatDate(v.createdAt) })}
                </small>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
