import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import '@/components/ui/AmountField/AmountField.css';
import { PLEDGE_TEST_IDS } from '../test-ids';

interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** After a confirm without the tick: the spec's message. */
  showError: boolean;
}

/** The Insurance Agreement's consent; nothing is sent without it. */
export function AgreementCheck({ checked, onChange, showError }: AgreementCheckProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div className="stack insure-agree">
      <label className="insure-agree__label">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={showError}
          aria-describedby={showError ? errorId : undefined}
          data-testid={PLEDGE_TEST_IDS.insureAgree}
        />
        <span>{t('insurance.agreement')}</span>
      </label>
      {showError && (
        <p
          id={errorId}
          className="field-error"
          role="alert"
          data-testid={PLEDGE_TEST_IDS.insureAgreeError}
        >
          {t('validation.agreeInsurance')}
        </p>
      )}
    </div>
  );
}
