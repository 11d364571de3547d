import { randomUUID } from 'node:crypto';
import type { PausableFeature, SettingEffective } from '@xbond/shared/api/switches';
import type { LocalAccount } from 'viem';
import { envelope } from './app';
import type { MoneyApp } from './money';
import { operator } from './trading';

type Answer = { code: number; msg: string; data: never };

/** The operator's console API, signed in as `account` (ADMIN_ADDRESSES must list it). */
export async function operatorApi(
  m: Pick<MoneyApp, 'app' | 'login'>,
  account: LocalAccount = operator,
) {
  const auth = await m.login(account);
  const request = async (
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    envelope(
      await m.app.inject({
        method,
        url,
        headers: { authorization: auth, ...headers },
        ...(payload ? { payload } : {}),
      }),
    ) as Answer;
  const put = (url: string, body: object, key: string = randomUUID(), lang = 'en') =>
    request('PUT', url, body, { 'idempotency-key': key, 'accept-language': lang });
  return {
    auth,
    get: (url: string) => request('GET', url),
    put,
    pause: (feature: PausableFeature, paused: boolean, reason = 'market review', key?: string) =>
      put('/api/v2/admin/switches', { feature, paused, reason }, key),
    settings: (changes: Record<string, string>, effective: SettingEffective, lang = 'en') =>
      put(
        '/api/v2/admin/settings',
        { changes, effective, reason: 'market review' },
        undefined,
        lang,
      ),
  };
}
