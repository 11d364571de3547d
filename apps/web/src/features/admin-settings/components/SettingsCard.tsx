import { useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@xbond/shared/api/switches';
import { formatDate } from '@xbond/shared/time';
import {
  SETTING_EFFECTIVE,
  SETTING_GROUPS,
  type SettingEffective,
  type SettingGroup,
} from '@xbond/shared/values/switches';
import { useId, useState } from 'react';
import { useMoneyAction } from '@/lib/money-action';
import { useTranslation } from '@/lib/use-translation';
import { adminSettingsQueryOptions, putSettings } from '../api/operator-settings';
import { ADMIN_SETTINGS_TEST_IDS as A } from '../test-ids';
import { ReasonField, reasonReady } from './ReasonField';

/**
 * The economic settings by feature, each with the value in force now and the environment's
 * start value; the changed ones are saved as one version, from now or the next period's start.
 */
export function SettingsCard({ data, address }: { data: AdminSettings; address: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const effectiveId = useId();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [effective, setEffective] = useState<SettingEffective>('now');
  const [reason, setReason] = useState('');
  const changes = Object.fromEntries(
    Object.entries(draft).filter(([name, value]) => value.trim() !== data.current[name]),
  );
  const count = Object.keys(changes).length;
  const save = useMoneyAction({
    name: `${address}:settings`,
    call: putSettings,
    success: () => t('adminSettings.saved'),
    failed: t('adminSettings.loadFailed'),
    refresh: () => queryClient.invalidateQueries(adminSettingsQueryOptions(address)),
    onAnswer: (answer) => {
      queryClient.setQueryData(adminSettingsQueryOptions(address).queryKey, answer);
      setDraft({});
      setReason('');
    },
  });
  const when = (e: SettingEffective) =>
    e === 'now'
      ? t('adminSettings.effectiveNow')
      : t('adminSettings.effectiveNext', {
          period: t(`adminSettings.period.${e}`),
          at: formatDate(data.nextBoundaries[e]),
        });
  return (
    <form
      className="card stack"
      aria-labelledby="admin-settings-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ changes, effective, reason: reason.trim() });
      }}
    >
      <h2 id="admin-settings-title" className="admin-settings__title">
        {t('adminSettings.settingsTitle')}
      </h2>
      <p className="fine-print">{t('adminSettings.settingsHint')}</p>
      {(Object.keys(SETTING_GROUPS) as SettingGroup[]).map((group) => (
        <fieldset key={group} className="admin-settings__group">
          <legend>{t(`adminSettings.group.${group}`)}</legend>
          {SETTING_GROUPS[group].map((name) => (
            <label key={name} className="admin-settings__field">
              <span className="admin-settings__name">{name}</span>
              <input
                className="input"
                value={draft[name] ?? data.current[name] ?? ''}
                maxLength={1000}
                spellCheck={false}
                autoCapitalize="off"
                onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
                data-testid={A.setting(name)}
              />
              {data.environment[name] !== data.current[name] && (
                <small>{t('adminSettings.startValue', { value: data.environment[name] })}</small>
              )}
            </label>
          ))}
        </fieldset>
      ))}
      <label className="admin-settings__field" htmlFor={effectiveId}>
        <span>{t('adminSettings.effective')}</span>
        <select
          className="input"
          id={effectiveId}
          value={effective}
          onChange={(e) => setEffective(e.target.value as SettingEffective)}
          data-testid={A.effective}
        >
          {SETTING_EFFECTIVE.map((e) => (
            <option key={e} value={e}>
              {when(e)}
            </option>
          ))}
        </select>
      </label>
      <ReasonField value={reason} onChange={setReason} testId={A.settingsReason} />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={count === 0 || !reasonReady(reason) || save.isPending}
        data-testid={A.settingsSave}
      >
        {count === 0
          ? t('adminSettings.save')
          : `${t('adminSettings.save')} · ${t('adminSettings.changed', { count })}`}
      </button>
    </form>
  );
}
