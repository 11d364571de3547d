import type { RecordsExportQuery, recordsExportRoute } from '@xbond/shared/api/records';
import { useState } from 'react';
import { ApiError, HttpError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '../Toast/toast-store';
import './ExportCsv.css';

const RECORDS_EXPORT_URL: (typeof recordsExportRoute)['url'] =
  '/api/v2/user/financial_detail/export';

/**
 * "Export CSV": the records the page's filters select, as a file. The download code loads
 * only when clicked (the first visit's budget); the button is disabled while it runs.
 */
export function ExportCsvButton({ query, testId }: { query: RecordsExportQuery; testId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { downloadFile } = await import('@/lib/download-file');
      await downloadFile(RECORDS_EXPORT_URL, { ...query }, 'xbond-records.csv');
    } catch (error) {
      // The server's refusals come in the user's language; anything else says the file failed.
      const told = error instanceof ApiError || error instanceof HttpError;
      toast.error(told ? error.message : t('records.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary export-csv"
      disabled={busy}
      aria-busy={busy}
      data-testid={testId}
      onClick={() => void run()}
    >
      {t(busy ? 'records.exporting' : 'records.exportCsv')}
    </button>
  );
}
