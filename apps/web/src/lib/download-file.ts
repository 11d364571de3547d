/**
 * A file from the API saved by the browser (the records' CSV export). Loaded only when a
 * download is asked for. The file is fetched with the session's headers, so the bearer token
 * travels as a header and never in a URL (history, logs, proxies), then handed to the browser
 * as a Blob.
 */
import { i18n } from '@/lib/i18n';
import { ApiError, apiUrl, HttpError, sessionHeaders } from './api-client';

/** How long the Blob's URL lives: the browser has started saving it well before. */
const BLOB_URL_LIFETIME_MS = 60_000;

export async function downloadFile(
  path: string,
  params: Record<string, string | undefined>,
  fallbackName: string,
): Promise<void> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  const res = await fetch(apiUrl(`${path}${query ? `?${query}` : ''}`), {
    headers: { ...sessionHeaders(), Accept: 'text/csv, application/json' },
  });
  if (res.status === 401) throw new ApiError(401, i18n.t('session.loginExpired'), 401);
  if (!res.ok) throw new HttpError(res.status, i18n.t('errors.http', { code: res.status }));
  // A refusal is the usual envelope, its message in the user's language.
  if (res.headers.get('content-type')?.startsWith('application/json')) {
    const envelope = (await res.json()) as { code: number; msg: string };
    throw new ApiError(envelope.code, envelope.msg);
  }
  const blob = await res.blob();
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), BLOB_URL_LIFETIME_MS);
}
