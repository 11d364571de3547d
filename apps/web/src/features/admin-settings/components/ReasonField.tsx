import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** The reason every operator change carries into the audit trail (3 to 500 characters). */
export const REASON_MIN = 3;
export const reasonReady = (reason: string) => reason.trim().length >= REASON_MIN;

export function ReasonField(props: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className="admin-settings__field" htmlFor={id}>
      <span>{t('adminSettings.reason')}</span>
      <textarea
        className="input"
        id={id}
        value={props.value}
        maxLength={500}
        rows={2}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      />
      <small>{t('adminSettings.reasonHint')}</small>
    </label>
  );
}
