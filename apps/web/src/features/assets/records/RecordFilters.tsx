import type { RecordAccount, RecordType } from '@xbond/shared/api/records';
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
  const assetId = useId();
  const typeId = useId();
  const accountId = useId();
  return (
    <div className="record-filters">
      {assets && (
        <div className="record-filters__field">
          <label htmlFor={assetId}>{t('records.asset')}</label>
          <select
            id={assetId}
            className="input"
            value={filter.asset ?? ''}
            data-testid={ASSETS_TEST_IDS.recordsFilterAsset}
            onChange={(e) => {
              const picked = assets.find((a) => a.asset === e.target.value);
              onChange({ ...filter, asset: picked?.asset });
            }}
          >
            <option value="">{t('records.allAssets')}</option>
            {assets.map((a) => (
              <option key={a.asset} value={a.asset}>
                {a.symbol}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="record-filters__field">
        <label htmlFor={typeId}>{t('records.type')}</label>
        <select
          id={typeId}
          className="input"
          value={filter.type ?? ''}
          data-testid={ASSETS_TEST_IDS.recordsFilterType}
          onChange={(e) => {
            const picked = RECORD_TYPES.find((type) => type === e.target.value);
            onChange({ ...filter, type: picked satisfies RecordType | undefined });
          }}
        >
          <option value="">{t('records.allTypes')}</option>
          {RECORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="record-filters__field">
        <label htmlFor={accountId}>{t('records.account')}</label>
        <select
          id={accountId}
          className="input"
          value={filter.account ?? ''}
          data-testid={ASSETS_TEST_IDS.recordsFilterAccount}
          onChange={(e) => {
            const picked = RECORD_ACCOUNTS.find((account) => account === e.target.value);
            onChange({ ...filter, account: picked satisfies RecordAccount | undefined });
          }}
        >
          <option value="">{t('records.allAccounts')}</option>
          {RECORD_ACCOUNTS.map((account) => (
            <option key={account} value={account}>
              {accountLabel(account, locale)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
