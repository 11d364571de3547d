import { useId } from 'react';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import './AmountField.css';

/** A screen's ids as the money forms name them: amountInput, amountMax, amountError, balance. */
interface MoneyFormIds {
  amountInput: string;
  amountMax: string;
  amountError: string;
  balance: string;
}

/** The field's test ids out of a money form's own (the browser tests find them). */
export function amountFieldIds(ids: MoneyFormIds) {
  return {
    input: ids.amountInput,
    max: ids.amountMax,
    error: ids.amountError,
    balance: ids.balance,
  };
}

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  symbol: string;
  /** What the amount draws on, which Max fills; null until it is known. */
  balance: string | null;
  /** The balance in words, given it formatted: 'Available: 100 X' unless the form says. */
  balanceText?: (amount: string) => string;
  /** Max when it is not the whole balance: null while the form refuses any amount. */
  max?: string | null;
  maxLabel: string;
  error: string | null;
  testIds: { input: string; max: string; error: string; balance?: string };
  /** A smaller Max button (the asset sheets). */
  compactMax?: boolean;
}

/** An amount input with its unit, the balance it draws on, Max, and the first problem. */
export function AmountField(props: AmountFieldProps) {
  const { label, value, onChange, symbol, balance, maxLabel, error, testIds } = props;
  const { t } = useTranslation();
  const fmt = useFormat();
  const max = props.max === undefined ? balance : props.max;
  const words = props.balanceText ?? ((amount) => t('common.available', { amount, symbol }));
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="amount-field">
      <div className="amount-field__label-row">
        <label htmlFor={inputId}>{label}</label>
        <span className="amount-field__balance tabular" data-testid={testIds.balance}>
          {balance === null ? null : words(fmt.amount(balance))}
        </span>
      </div>
      <div className={`amount-field__input${error ? ' amount-field__input--invalid' : ''}`}>
        <input
          id={inputId}
          className="tabular"
          value={value}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('common.amountPlaceholder')}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          data-testid={testIds.input}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="amount-field__symbol">{symbol}</span>
        <button
          type="button"
          className={`amount-field__max${props.compactMax ? ' amount-field__max--compact' : ''}`}
          disabled={max === null}
          aria-label={maxLabel}
          data-testid={testIds.max}
          onClick={() => max !== null && onChange(max)}
        >
          {t('common.max')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert" data-testid={testIds.error}>
          {error}
        </p>
      )}
    </div>
  );
}
