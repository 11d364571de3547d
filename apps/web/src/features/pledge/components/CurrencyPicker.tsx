import type { INSURANCE_CURRENCIES, InsuranceCurrency } from '@xbond/shared/api/insurance';
import { useTranslation } from 'react-i18next';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';

/**
 * The contract's currencies, tied to it by type only: a value import of the API module would
 * bring TypeBox (~9 KB gzip) into the page.
 */
const CURRENCIES = ['USDD', 'X'] as const satisfies typeof INSURANCE_CURRENCIES;

interface CurrencyPickerProps {
  currency: InsuranceCurrency;
  onChange: (currency: InsuranceCurrency) => void;
}

/** The insured currency: the premium is paid, and any payout made, in it. */
export function CurrencyPicker({ currency, onChange }: CurrencyPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="term-picker">
      <legend className="term-picker__legend">{t('insurance.currency')}</legend>
      <div className="term-picker__options">
        {CURRENCIES.map((c) => (
          <label
            key={c}
            className={`term-picker__option${c === currency ? ' term-picker__option--on' : ''}`}
            data-testid={PLEDGE_TEST_IDS.insureCurrency(c)}
          >
            <input
              type="radio"
              name="insure-currency"
              className="visually-hidden"
              value={c}
              checked={c === currency}
              onChange={() => onChange(c)}
            />
            <span className="term-picker__days">{c}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
