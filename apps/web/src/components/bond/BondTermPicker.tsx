import { Amount } from '@/components/ui/Amount/Amount';
import { ChoicePicker } from '@/components/ui/ChoicePicker/ChoicePicker';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { BOND_KIT_TEST_IDS } from './test-ids';

interface BondTermPickerProps {
  /** Each term's days, discount, and (reserve bonds) its bond price. */
  terms: { days: number; discountBps: number; bondPrice?: string | null }[];
  days: number;
  onChange: (days: number) => void;
  name: string;
}

/** The bond terms as choices: days, the discount, and the bond price when there is one. */
export function BondTermPicker({ terms, days, onChange, name }: BondTermPickerProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <ChoicePicker
      className="bond-terms"
      legend={t('common.term')}
      name={name}
      choices={terms.map((term) => ({
        value: term.days,
        label: t('common.days', { days: term.days }),
        detail: (
          <>
            <span className="choice-picker__detail tabular">
              {t('common.discountOff', { rate: fmt.percent(term.discountBps) })}
            </span>
            {term.bondPrice !== undefined && (
              <span
                className="choice-picker__accent tabular"
                data-testid={BOND_KIT_TEST_IDS.termPrice(term.days)}
              >
                {term.bondPrice === null ? (
                  '–'
                ) : (
                  <Amount figure={fmt.amount(term.bondPrice)} unit="USDD" />
                )}
              </span>
            )}
          </>
        ),
        testId: BOND_KIT_TEST_IDS.term(term.days),
      }))}
      value={days}
      onChange={onChange}
    />
  );
}
