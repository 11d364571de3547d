import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { type AuditFilters, auditQuery } from '../api/admin-api';
import { ADMIN_TEST_IDS as T } from '../test-ids';

/** An address's start, as a placeholder: not words to translate. */
const ADDRESS_HINT = '0x';
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

interface DateFilterProps {
  label: string;
  value: string;
  testId: string;
  onChange: (value: string) => void;
}

/** A day bound of the trail (from, to). */
function DateFilter({ label, value, testId, onChange }: DateFilterProps) {
  return (
    <label>
      {label}
      <input
        type="date"
        value={value}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** The operators' actions, newest first, filtered by action, operator and days, paged. */
export function AuditTrail() {
  const { t } = useTranslation();
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filters: AuditFilters = {
    ...(action ? { action } : {}),
    ...(ADDRESS.test(actor) ? { actor } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
  const query = useQuery(auditQuery(filters, page));
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <section className="admin-card">
      <h2 className="admin-card__title">{t('admin.audit.title')}</h2>
      <p className="admin-card__hint">{t('admin.audit.hint')}</p>
      <div className="admin-form">
        <label>
          {t('admin.audit.action')}
          <select
            value={action}
            data-testid={T.auditAction}
            onChange={(e) => change(setAction)(e.target.value)}
          >
            <option value="">{t('admin.audit.all')}</option>
            {(query.data?.actions ?? []).map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label className="admin-form__wide">
          {t('admin.audit.actor')}
          <input
            value={actor}
            placeholder={ADDRESS_HINT}
            data-testid={T.auditActor}
            onChange={(e) => change(setActor)(e.target.value.trim())}
          />
        </label>
        <DateFilter
          label={t('admin.audit.from')}
          value={from}
          testId={T.auditFrom}
          onChange={change(setFrom)}
        />
        <DateFilter
          label={t('admin.audit.to')}
          value={to}
          testId={T.auditTo}
          onChange={change(setTo)}
        />
      </div>
      {query.isPending && <p className="admin-card__hint">{t('admin.loading')}</p>}
      {query.isError && <p className="admin-card__hint">{t('admin.loadFailed')}</p>}
      {query.data?.items.length === 0 && (
        <p className="admin-card__hint">{t('admin.audit.empty')}</p>
      )}
      <ul className="admin-list">
        {query.data?.items.map((row) => (
          <li key={row.id} className="admin-list__item" data-testid={T.auditRow(row.id)}>
            <div className="admin-list__head">
              <strong>{row.action}</strong>
              <span>{new Date(row.at).toISOString().replace('T', ' ').slice(0, 19)} UTC</span>
            </div>
            <p className="admin-mono">
              {t('admin.audit.by', { actor: row.actor, target: row.target })}
            </p>
            <p className="admin-mono">
              {t('admin.audit.change', { before: json(row.before), after: json(row.after) })}
            </p>
            <p>{t('admin.audit.reason', { reason: row.reason })}</p>
          </li>
        ))}
      </ul>
      <div className="admin-pager">
        <button
          type="button"
          className="admin-button admin-button--quiet"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          {t('admin.audit.previous')}
        </button>
        <span>{t('admin.audit.page', { page, pages })}</span>
        <button
          type="button"
          className="admin-button admin-button--quiet"
          data-testid={T.auditMore}
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          {t('admin.audit.next')}
        </button>
      </div>
    </section>
  );
}
