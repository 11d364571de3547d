import type { Asset } from '@xbond/shared/assets';
import { RECORD_ACCOUNTS, RECORD_TYPES } from '@xbond/shared/values/records';
import { useId } from 'react';
import { useSession } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import type { RecordFilter } from '../api/get-records';
import { ASSETS_TEST_IDS } from '../test-ids';
import { accountLabel, typeLabel } from './labels';

interface RecordFiltersProps {
  filter: RecordFilter;
  onChange: (filter: RecordFilter) => void;
  /** The assets to choose from; none = no asset filter (a page of one asset). */
  assets?: readonly { asset: Asset; symbol: string }[];
}

/**
 * Asset, type and account filters (docs/ledger.md, "Reads"), as native selects: thumb- and
 * reader-friendly. Every record type and every account of the ledger is offered.
 */
export function RecordFilters({ filter, onChange, assets }: RecordFiltersProps) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  return (
    <div className="record-filters">
      {assets && (
        <FilterSelect
          label={t('records.asset')}
          all={t('records.allAssets')}
          value={filter.asset}
          choices={assets.map((a) => a.asset)}
          labelOf={(asset) => assets.find((a) => a.asset === asset)?.symbol ?? asset}
          testId={ASSETS_TEST_IDS.recordsFilterAsset}
          onPick={(asset) => onChange({ ...filter, asset })}
        />
      )}
      <FilterSelect
        label={t('records.type')}
        all={t('records.allTypes')}
        value={filter.type}
        choices={RECORD_TYPES}
        labelOf={(type) => typeLabel(type, locale)}
        testId={ASSETS_TEST_IDS.recordsFilterType}
        onPick={(type) => onChange({ ...filter, type })}
      />
      <FilterSelect
        label={t('records.account')}
        all={t('records.allAccounts')}
        value={filter.account}
        choices={RECORD_ACCOUNTS}
        labelOf={(account) => accountLabel(account, locale)}
        testId={ASSETS_TEST_IDS.recordsFilterAccount}
        onPick={(account) => onChange({ ...filter, account })}
      />
    </div>
  );
}

interface FilterSelectProps<T extends string> {
  label: string;
  /** The first choice, which filters nothing. */
  all: string;
  value: T | undefined;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  testId: string;
  onPick: (choice: T | undefined) => void;
}

/** One filter: its label, 'all', then each choice; only an offered choice is ever picked. */
function FilterSelect<T extends string>(props: FilterSelectProps<T>) {
  const { choices, labelOf, onPick } = props;
  const id = useId();
  return (
    <div className="record-filters__field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        className="input"
        value={props.value ?? ''}
        data-testid={props.testId}
        onChange={(e) => onPick(choices.find((choice) => choice === e.target.value))}
      >
        <option value="">{props.all}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
