import { useQueryClient } from '@tanstack/react-query';
import type { AdminSwitches, PausableFeature } from '@xbond/shared/api/switches';
import { formatDate } from '@xbond/shared/time';
import { useState } from 'react';
import { Button } from '@/components/ui/Button/Button';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useMoneyAction } from '@/lib/money-action';
import { switchesQueryOptions } from '@/lib/switches';
import { useTranslation } from '@/lib/use-translation';
import { adminSwitchesQueryOptions, putSwitch } from '../api/operator-settings';
import { ADMIN_SETTINGS_TEST_IDS as A } from '../test-ids';
import { ReasonField, reasonReady } from './ReasonField';

/** Each feature's pause switch: its state, its last change, and pause/resume with a reason. */
export function SwitchesCard({ data, address }: { data: AdminSwitches; address: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PausableFeature | null>(null);
  const [reason, setReason] = useState('');
  const change = useMoneyAction({
    name: `${address}:switch`,
    call: putSwitch,
    success: () => t('adminSettings.switched'),
    failed: t('adminSettings.loadFailed'),
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries(adminSwitchesQueryOptions(address)),
        queryClient.invalidateQueries(switchesQueryOptions()),
      ]),
    onAnswer: (answer) => {
      queryClient.setQueryData(adminSwitchesQueryOptions(address).queryKey, answer);
      setEditing(null);
      setReason('');
    },
  });
  return (
    <section className="card stack" aria-labelledby="admin-switches-title">
      <h2 id="admin-switches-title" className="admin-settings__title">
        {t('adminSettings.switchesTitle')}
      </h2>
      <p className="fine-print">{t('adminSettings.switchesHint')}</p>
      <ul className="stack stack--tight bare-list">
        {data.switches.map((s) => {
          const name = t(`adminSettings.feature.${s.feature}`);
          const open = editing === s.feature;
          return (
            <li key={s.feature} className="admin-switch" data-testid={A.switchRow(s.feature)}>
              <div className="admin-switch__head">
                <strong>{name}</strong>
                <StatusPill
                  tone={s.paused ? 'warning' : 'success'}
                  testId={A.switchState(s.feature)}
                >
                  {t(s.paused ? 'adminSettings.paused' : 'adminSettings.running')}
                </StatusPill>
                <button
                  type="button"
                  className={`button ${s.paused ? 'button--primary' : 'button--secondary'}`}
                  disabled={change.isPending}
                  onClick={() => setEditing(open ? null : s.feature)}
                  data-testid={A.switchToggle(s.feature)}
                >
                  {t(s.paused ? 'adminSettings.resume' : 'adminSettings.pause')}
                </button>
              </div>
              {s.changedAt && (
                <small className="admin-switch__last">
                  {t('adminSettings.lastChange', {
                    at: formatDate(s.changedAt),
                    by: s.changedBy,
                  })}
                </small>
              )}
              {open && (
                <form
                  className="admin-switch__confirm"
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    change.mutate({ feature: s.feature, paused: !s.paused, reason: reason.trim() });
                  }}
                >
                  <p>
                    {t(s.paused ? 'adminSettings.confirmResume' : 'adminSettings.confirmPause', {
                      feature: name,
                    })}
                  </p>
                  <ReasonField value={reason} onChange={setReason} testId={A.switchReason} />
                  <div className="admin-switch__actions">
                    <button
                      type="submit"
                      className="button button--primary"
                      disabled={!reasonReady(reason) || change.isPending}
                      data-testid={A.switchConfirm}
                    >
                      {t('adminSettings.confirm')}
                    </button>
                    <Button variant="text" testId={A.switchCancel} onClick={() => setEditing(null)}>
                      {t('common.cancel')}
                    </Button>
                  </div>
                </form>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
