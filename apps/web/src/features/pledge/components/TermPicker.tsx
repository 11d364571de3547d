import type { PledgeTerm } from '@xbond/shared/api/pledge';
import { ChoicePicker } from '@/components/ui/ChoicePicker/ChoicePicker';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { PLEDGE_TEST_IDS } from '../test-ids';

interface TermPickerProps {
  terms: PledgeTerm[];
  days: number;
  onChange: (days: number) => void;
}

/** The fixed terms as choices: days, the daily rate band, and today's rate at pool health. */
export function TermPicker({ terms, days, onChange }: TermPickerProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <ChoicePicker
      legend={t('common.term')}
      name="pledge-term"
      choices={terms.map((term) => ({
        value: term.days,
        label: t('common.days', { days: term.days }),
        detail: (
          <>
            <span className="choice-picker__detail tabular">
              {fmt.band(term.minRatePpm, term.maxRatePpm)}
            </span>
            <span className="choice-picker__accent tabular">
              {t('pledge.today', { rate: fmt.perDay(term.todayRatePpm) })}
            </span>
          </>
        ),
        testId: PLEDGE_TEST_IDS.term(term.days),
      }))}
      value={days}
      onChange={onChange}
    />
  );
}
