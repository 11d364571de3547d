import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/Amount/Amount';
import { usePledgeFormat } from '@/features/pledge/display';
import { BOND_TEST_IDS } from '@/testing/bond-test-ids';

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
  const fmt = usePledgeFormat();
  return (
    <fieldset className="term-picker bond-terms">
      <legend className="term-picker__legend">{t('pledge.term')}</legend>
      <div className="term-picker__options">
        {terms.map((term) => (
          <label
            key={term.days}
            className={`term-picker__option${term.days === days ? ' term-picker__option--on' : ''}`}
            data-testid={BOND_TEST_IDS.term(term.days)}
          >
            <input
              type="radio"
              name={name}
              className="visually-hidden"
              value={term.days}
              checked={term.days === days}
              onChange={() => onChange(term.days)}
            />
            <span className="term-picker__days">{t('pledge.days', { days: term.days })}</span>
            <span className="term-picker__band tabular">
              {t('bonds.discountOff', { rate: fmt.percent(term.discountBps) })}
            </span>
            {term.bondPrice !== undefined && (
              <span
                className="term-picker__today tabular"
                data-testid={BOND_TEST_IDS.termPrice(term.days)}
              >
                {term.bondPrice === null ? (
                  '–'
                ) : (
                  <Amount figure={fmt.amount(term.bondPrice)} unit="USDD" />
                )}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
