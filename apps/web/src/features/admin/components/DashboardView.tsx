import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@xbond/shared/api/admin';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { dashboardQuery } from '../api/admin-api';
import { ADMIN_TEST_IDS as T } from '../test-ids';
import { FundPoolForm } from './FundPoolForm';
import { SnapshotCharts } from './SnapshotCharts';

/** 10000 bps = 100%: the ratio as a percent with two decimals (a display, not money). */
const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** An amount as the screens write it (grouped, six decimals at most), exact on hover. */
function Amount({ value }: { value: string }) {
  const format = useFormat();
  return <span title={value}>{format.amount(value)}</span>;
}

/**
 * The ratio comes right after the asset: it is what an operator reads first, and on a narrow
 * screen the table scrolls sideways from there.
 */
function Solvency({ rows }: { rows: Dashboard['solvency'] }) {
  const { t } = useTranslation();
  const columns = [
    'available',
    'pendingWithdrawal',
    'pledges',
    'bonds',
    'pendingSwaps',
    'bonus',
  ] as const;
  return (
    <section className="admin-card">
      <h2 className="admin-card__title">{t('admin.solvency.title')}</h2>
      <p className="admin-card__hint">{t('admin.solvency.hint')}</p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th>{t('admin.asset')}</th>
              <th>{t('admin.solvency.ratio')}</th>
              {columns.map((c) => (
                <th key={c}>{t(`admin.solvency.${c}`)}</th>
              ))}
              <th>{t('admin.solvency.owed')}</th>
              <th>{t('admin.solvency.vault')}</th>
              <th>{t('admin.solvency.treasury')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const short = r.ratioBps !== null && r.ratioBps < 10_000;
              return (
                <tr
                  key={r.asset}
                  data-testid={T.solvencyRow(r.asset)}
                  className={short ? 'admin-short' : ''}
                >
                  <th scope="row">{r.asset}</th>
                  <td data-testid={T.solvencyRatio(r.asset)} data-short={short}>
                    {r.ratioBps === null ? t('admin.solvency.nothingOwed') : percent(r.ratioBps)}
                  </td>
                  {[...columns, 'owed' as const, 'vault' as const, 'treasury' as const].map((c) => (
                    <td key={c}>
                      <Amount value={r[c]} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Pools({ pools }: { pools: Dashboard['pools'] }) {
  const { t } = useTranslation();
  const { amount } = useFormat();
  return (
    <section className="admin-card">
      <h2 className="admin-card__title">{t('admin.pools.title')}</h2>
      <dl className="admin-figures">
        {pools.reward.map((r) => (
          <div key={r.asset} data-testid={T.rewardRunway(r.asset)}>
            <dt>{t('admin.pools.reward', { asset: r.asset })}</dt>
            <dd>
              <Amount value={r.balance} /> {r.asset} ·{' '}
              {r.runwayDays === null
                ? t('admin.pools.noPayouts')
                : t('admin.pools.runway', { days: r.runwayDays, paid: amount(r.paid7d) })}
            </dd>
          </div>
        ))}
        {pools.insurance.map((p) => (
          <div key={p.asset}>
            <dt>{t('admin.pools.insurance', { asset: p.asset })}</dt>
            <dd>
              <Amount value={p.amount} /> {p.asset}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('admin.pools.guarantees')}</dt>
          <dd>
            {t('admin.pools.guaranteesValue', {
              n: pools.activePolicies,
              usdd: amount(pools.activeGuaranteeUsdd),
              x: amount(pools.activeCoveredX),
            })}
          </dd>
        </div>
        {pools.prize.map((p) => (
          <div key={p.asset}>
            <dt>{t('admin.pools.prize', { asset: p.asset })}</dt>
            <dd>
              {t('admin.pools.prizeValue', {
                hour: amount(p.hour),
                week: amount(p.week),
                month: amount(p.month),
                won: amount(p.won),
              })}
            </dd>
          </div>
        ))}
        {pools.treasury
          .filter((r) => r.inventory !== '0' || r.pendingSwaps > 0)
          .map((r) => (
            <div key={r.asset}>
              <dt>{t('admin.pools.treasury', { asset: r.asset })}</dt>
              <dd>
                {t('admin.pools.treasuryValue', {
                  inventory: amount(r.inventory),
                  n: r.pendingSwaps,
                  want: amount(r.pendingSwapsWant),
                })}
              </dd>
            </div>
          ))}
      </dl>
      <FundPoolForm />
    </section>
  );
}

function Activity({ activity }: { activity: Dashboard['activity'] }) {
  const { t } = useTranslation();
  return (
    <section className="admin-card">
      <h2 className="admin-card__title">{t('admin.activity.title', { day: activity.day })}</h2>
      <dl className="admin-figures">
        <div>
          <dt>{t('admin.activity.bondCapacity')}</dt>
          <dd>
            {activity.bondCapacitySold} / {activity.bondCapacity} X
          </dd>
        </div>
        {activity.kinds.map((k) => (
          <div key={k.kind} data-testid={T.activity(k.kind)}>
            <dt>{t(`admin.activity.${k.kind}`, { defaultValue: k.kind })}</dt>
            <dd>
              {k.count}
              {k.amounts.length > 0 &&
                ` · ${k.amounts.map((a) => `${a.amount} ${a.asset}`).join(', ')}`}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Jobs({ jobs }: { jobs: Dashboard['jobs'] }) {
  const { t } = useTranslation();
  const w = jobs.watcher;
  return (
    <section className="admin-card">
      <h2 className="admin-card__title">{t('admin.jobs.title')}</h2>
      <p className="admin-card__hint" data-testid={T.watcher}>
        {t('admin.jobs.watcher', {
          cursor: w.cursor ?? '—',
          head: w.head ?? '—',
          behind: w.behind ?? '—',
        })}
        {w.reorg && <strong className="admin-short"> {t('admin.jobs.reorg')}</strong>}
      </p>
      <p className="admin-card__hint" data-testid={T.suspenseWaiting}>
        {t('admin.jobs.suspenseWaiting', { n: jobs.suspenseWaiting })}
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th>{t('admin.jobs.job')}</th>
              <th>{t('admin.jobs.settled')}</th>
              <th>{t('admin.jobs.lag')}</th>
              <th>{t('admin.jobs.lastFailure')}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.jobs.map((j) => (
              <tr
                key={j.job}
                data-testid={T.jobRow(j.job)}
                className={j.lag > 1 || j.failures > 0 ? 'admin-short' : ''}
              >
                <th scope="row">
                  {t(`admin.jobs.names.${j.job}`, { defaultValue: j.job })}
                  {/* The key is what the logs and docs/operations.md call the job. */}
                  <span className="admin-mono admin-job-key">{j.job}</span>
                </th>
                <td>{j.settled ?? '—'}</td>
                <td>{j.lag}</td>
                <td>
                  {j.lastError
                    ? t('admin.jobs.failure', {
                        at: j.failedAt ?? '',
                        error: j.lastError,
                        n: j.failures,
                      })
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The dashboard: solvency, pools and their runway, the last 90 days' charts, today's activity,
 * jobs and the watcher.
 */
export function DashboardView() {
  const { t } = useTranslation();
  const query = useQuery(dashboardQuery());
  if (query.isPending) return <p className="admin-card__hint">{t('admin.loading')}</p>;
  if (query.isError) return <p className="admin-card__hint">{t('admin.loadFailed')}</p>;
  const d = query.data;
  return (
    <div className="admin-grid">
      <Solvency rows={d.solvency} />
      <Pools pools={d.pools} />
      <SnapshotCharts />
      <Activity activity={d.activity} />
      <Jobs jobs={d.jobs} />
    </div>
  );
}
