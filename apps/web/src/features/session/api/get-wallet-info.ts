import { queryOptions } from '@tanstack/react-query';
import type { WalletInfo, walletRoute } from '@xbond/shared/api/user';
import { api } from '@/lib/api-client';

export const WALLET_INFO_URL: (typeof walletRoute)['url'] = '/api/v2/user/wallet';

export const getWalletInfo = () => api.get<WalletInfo>(WALLET_INFO_URL);

export const walletInfoQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['user_wallet', address.toLowerCase()] as const,
    queryFn: getWalletInfo,
  });
