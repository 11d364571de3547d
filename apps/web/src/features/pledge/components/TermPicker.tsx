import type { PledgeTerm } from '@xbond/shared/api/pledge';
import { useTranslation } from 'react-i18next';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';
import { usePledgeFormat } from '../display';

interface TermPickerProps {
  terms: PledgeTerm[];
  days: number;
  onChange: (days: number) => void;
}

/** The fixed terms as choices: days, the daily rate band, and today's rate at pool health. */
export function TermPicker({ terms, days, onChange }: TermPickerProps) {
  const { t } = useTranslation();
  const fmt = usePledgeFormat();
  return (
    <fieldset className="term-picker">
      <legend className="term-picker__legend">{t('pledge.term')}</legend>
      <div className="term-picker__options">
        {terms.map((term) => (
          <label
            key={term.days}
            className={`term-picker__option${term.days === days ? ' term-picker__option--on' : ''}`}
            data-testid={PLEDGE_TEST_IDS.term(term.days)}
          >
            <input
              type="radio"
              name="pledge-term"
              className="visually-hidden"
              value={term.days}
              checked={term.days === days}
              onChange={() => onChange(term.days)}
            />
            <span className="term-picker__days">{t('pledge.days', { days: term.days })}</span>
            <span className="term-picker__band tabular">
              {fmt.band(term.minRatePpm, term.maxRatePpm)}
            </span>
            <span className="term-picker__today tabular">
              {t('pledge.today', { rate: fmt.perDay(term.todayRatePpm) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
