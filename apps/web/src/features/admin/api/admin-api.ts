import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AuditQuery,
  AuditRow,
  auditRoute,
  Dashboard,
  dashboardRoute,
  FundPoolBody,
  FundPoolResult,
  fundPoolRoute,
  SuspenseDecisionBody,
  SuspenseItem,
  suspenseDecideRoute,
  suspenseListRoute,
} from '@xbond/shared/api/admin';
import type { Snapshots, snapshotsRoute } from '@xbond/shared/api/admin-snapshots';
import { api, keyedCall } from '@/lib/api-client';

const DASHBOARD: (typeof dashboardRoute)['url'] = '/api/v2/admin/dashboard';
const FUND: (typeof fundPoolRoute)['url'] = '/api/v2/admin/pools/fund';
const SUSPENSE: (typeof suspenseListRoute)['url'] = '/api/v2/admin/suspense';
const DECIDE: (typeof suspenseDecideRoute)['url'] = '/api/v2/admin/suspense/decide';
const AUDIT: (typeof auditRoute)['url'] = '/api/v2/admin/audit';
const SNAPSHOTS: (typeof snapshotsRoute)['url'] = '/api/v2/admin/snapshots';

/** The console's figures: read again every half minute while the page is open. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: ({ signal }) => api.get<Dashboard>(DASHBOARD, { signal }),
    refetchInterval: 30_000,
  });

/** The charts' daily snapshots: a new one a day, so read once per visit (and after demo time moves). */
export const snapshotsQuery = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'snapshots', days] as const,
    queryFn: ({ signal }) => api.get<Snapshots>(SNAPSHOTS, { signal, params: { days } }),
  });

export const suspenseQuery = () =>
  queryOptions({
    queryKey: ['admin', 'suspense'] as const,
    queryFn: ({ signal }) => api.get<{ items: SuspenseItem[] }>(SUSPENSE, { signal }),
    // A deposit from a stranger shows up without a reload.
    refetchInterval: 10_000,
  });

export type AuditFilters = Omit<AuditQuery, 'page' | 'pageSize'>;
export interface AuditPage {
  items: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
  actions: string[];
}

export const auditQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters, page] as const,
    queryFn: ({ signal }) =>
      api.get<AuditPage>(AUDIT, { signal, params: { ...filters, page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

export const fundPool = keyedCall<FundPoolBody, FundPoolResult>(FUND);

export const decideSuspense = keyedCall<
  SuspenseDecisionBody,
  { item: SuspenseItem; operationId: string }
>(DECIDE);
