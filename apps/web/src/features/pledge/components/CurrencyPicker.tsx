import type { InsuranceCurrency } from '@xbond/shared/api/insurance';
import type { INSURANCE_CURRENCIES } from '@xbond/shared/values/insurance';
import { ChoicePicker } from '@/components/ui/ChoicePicker/ChoicePicker';
import { useTranslation } from '@/lib/use-translation';
import { PLEDGE_TEST_IDS } from '../test-ids';

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
    <ChoicePicker
      legend={t('common.policy.currency')}
      name="insure-currency"
      choices={CURRENCIES.map((c) => ({
        value: c,
        label: c,
        testId: PLEDGE_TEST_IDS.choice('insure-currency', c),
      }))}
      value={currency}
      onChange={onChange}
    />
  );
}
