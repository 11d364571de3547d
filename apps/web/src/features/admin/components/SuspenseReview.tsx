import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuspenseDecisionBody, SuspenseItem } from '@xbond/shared/api/admin';
import { useState } from 'react';
import { useMoneyAction } from '@/lib/money-action';
import { useTranslation } from '@/lib/use-translation';
import { decideSuspense, suspenseQuery } from '../api/admin-api';
import { ADMIN_TEST_IDS as T } from '../test-ids';

/** An address's start, as a placeholder: not words to translate. */
const ADDRESS_HINT = '0x';
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function Held({ item }: { item: SuspenseItem }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [address, setAddress] = useState('');
  const [reason, setReason] = useState('');
  const action = useMoneyAction<SuspenseDecisionBody, { item: SuspenseItem }>({
    name: `admin:suspense:${item.id}`,
    call: decideSuspense,
    success: (r) =>
      r.item.decision === 'assigned' ? t('admin.suspense.assigned') : t('admin.suspense.returned'),
    refresh: () => client.invalidateQueries({ queryKey: ['admin'] }),
    failed: t('admin.suspense.failed'),
  });
  const why = reason.trim();
  return (
    <div className="admin-decide">
      <label className="admin-form__wide">
        {t('admin.suspense.address')}
        <input
          value={address}
          placeholder={ADDRESS_HINT}
          data-testid={T.suspenseAddress(item.id)}
          onChange={(e) => setAddress(e.target.value.trim())}
        />
      </label>
      <label className="admin-form__wide">
        {t('admin.reason')}
        <input
          value={reason}
          maxLength={1000}
          placeholder={t('admin.reasonHint')}
          data-testid={T.suspenseReason(item.id)}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <div className="admin-decide__buttons">
        <button
          type="button"
          className="admin-button"
          data-testid={T.suspenseAssign(item.id)}
          disabled={!ADDRESS.test(address) || !why || action.isPending}
          onClick={() => action.mutate({ id: item.id, decision: 'assign', address, reason: why })}
        >
          {t('admin.suspense.assign')}
        </button>
        <button
          type="button"
          className="admin-button admin-button--quiet"
          data-testid={T.suspenseReturn(item.id)}
          disabled={!why || action.isPending}
          onClick={() => action.mutate({ id: item.id, decision: 'return', reason: why })}
        >
          {t('admin.suspense.return')}
        </button>
      </div>
    </div>
  );
}

/** Deposits from addresses no user has: assign each to a user, or mark it for return. */
export function SuspenseReview() {
  const { t } = useTranslation();
  const query = useQuery(suspenseQuery());
  if (query.isPending) return <p className="admin-card__hint">{t('admin.loading')}</p>;
  if (query.isError) return <p className="admin-card__hint">{t('admin.loadFailed')}</p>;
  const items = query.data.items;
  return (
    <section className="admin-card">
      <h2 className="admin-card__title">{t('admin.suspense.title')}</h2>
      <p className="admin-card__hint">{t('admin.suspense.hint')}</p>
      {items.length === 0 && <p className="admin-card__hint">{t('admin.suspense.empty')}</p>}
      <ul className="admin-list">
        {items.map((item) => (
          <li key={item.id} className="admin-list__item" data-testid={T.suspenseItem(item.id)}>
            <div className="admin-list__head">
              <strong>
                #{item.id} · {item.amount} {item.asset}
              </strong>
              <span data-testid={T.suspenseDecision(item.id)}>
                {item.decision === null
                  ? t('admin.suspense.waiting')
                  : item.decision === 'assigned'
                    ? t('admin.suspense.assignedTo', { address: item.assignedTo ?? '' })
                    : t('admin.suspense.markedReturn')}
              </span>
            </div>
            <p className="admin-mono">{t('admin.suspense.from', { address: item.from })}</p>
            <p className="admin-mono">{item.txHash}</p>
            {item.decision === null && <Held item={item} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
