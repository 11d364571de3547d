import { useQueryClient } from '@tanstack/react-query';
import type { FundPoolBody } from '@xbond/shared/api/admin';
import { ASSETS, type Asset } from '@xbond/shared/assets';
import { FUNDABLE_POOLS, type FundablePool } from '@xbond/shared/values/fundable-pools';
import { useState } from 'react';
import { useMoneyAction } from '@/lib/money-action';
import { useTranslation } from '@/lib/use-translation';
import { fundPool } from '../api/admin-api';
import { ADMIN_TEST_IDS as T } from '../test-ids';

const AMOUNT = /^\d{1,40}(\.\d{1,18})?$/;

/** Moves treasury inventory into a pool: one audited ledger operation, a reason required. */
export function FundPoolForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [pool, setPool] = useState<FundablePool>('reward_pool');
  const [asset, setAsset] = useState<Asset>('X');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const action = useMoneyAction<FundPoolBody, { pool: string; treasury: string }>({
    name: 'admin:fund',
    call: fundPool,
    success: (r) => t('admin.fund.done', { pool: r.pool, treasury: r.treasury, asset }),
    refresh: () => client.invalidateQueries({ queryKey: ['admin'] }),
    failed: t('admin.fund.failed'),
    onAnswer: () => {
      setAmount('');
      setReason('');
    },
  });
  const ready = AMOUNT.test(amount) && Number(amount) > 0 && reason.trim().length > 0;
  return (
    <form
      className="admin-form"
      data-testid={T.fundPool}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && !action.isPending)
          action.mutate({ pool, asset, amount, reason: reason.trim() });
      }}
    >
      <h3 className="admin-form__title">{t('admin.fund.title')}</h3>
      <label>
        {t('admin.fund.pool')}
        <select value={pool} onChange={(e) => setPool(e.target.value as FundablePool)}>
          {FUNDABLE_POOLS.map((p) => (
            <option key={p} value={p}>
              {t(`admin.fund.pools.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin.asset')}
        <select value={asset} onChange={(e) => setAsset(e.target.value as Asset)}>
          {ASSETS.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
      </label>
      <label>
        {t('admin.fund.amount')}
        <input
          inputMode="decimal"
          value={amount}
          data-testid={T.fundAmount}
          onChange={(e) => setAmount(e.target.value.trim())}
        />
      </label>
      <label className="admin-form__wide">
        {t('admin.reason')}
        <input
          value={reason}
          maxLength={1000}
          data-testid={T.fundReason}
          placeholder={t('admin.reasonHint')}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <button
        type="submit"
        className="admin-button"
        disabled={!ready || action.isPending}
        data-testid={T.fundSubmit}
      >
        {action.isPending ? t('admin.working') : t('admin.fund.submit')}
      </button>
    </form>
  );
}
