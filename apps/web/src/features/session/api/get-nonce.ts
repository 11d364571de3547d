import type { NonceResult, nonceRoute } from '@xbond/shared/api/session';
import { api } from '@/lib/api-client';

export const NONCE_URL: (typeof nonceRoute)['url'] = '/api/v2/login/nonce';

export const getNonce = (address: string) =>
  api.get<NonceResult>(NONCE_URL, { params: { address } });
