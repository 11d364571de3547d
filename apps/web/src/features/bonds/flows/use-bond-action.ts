import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { sessionStore } from '@/features/session/store';
import { useMoneyAction } from '@/lib/money-action';
import { queryClient } from '@/lib/query-client';
import { useTranslation } from '@/lib/use-translation';

export type BondAction = 'buy' | 'claim' | 'donate' | 'flowClaim' | 'redeem';

const SUCCESS = {
  buy: 'result.subscriptionSuccess',
  claim: 'result.claimSuccess',
  donate: 'result.donationSuccess',
  flowClaim: 'result.claimSuccess',
  redeem: 'result.forcedRedemptionSuccess',
} as const;

/** After USDD, X or LP moved: both bond screens, the balances and the records are read again. */
export async function refreshBonds(address: string): Promise<void> {
  const owner = address.toLowerCase();
  const wallet = walletInfoQueryOptions(address);
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: ['bond_info'] }),
    queryClient.invalidateQueries({ queryKey: ['bond_quote'] }),
    queryClient.invalidateQueries({ queryKey: ['bond_orders', owner] }),
    queryClient.invalidateQueries({ queryKey: ['flowbond_info', owner] }),
    queryClient.invalidateQueries({ queryKey: ['flowbond_orders', owner] }),
    queryClient.invalidateQueries({ queryKey: ['flowbond_records', owner] }),
    queryClient.invalidateQueries({ queryKey: wallet.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['financial_detail', owner] }),
  ]);
  const walletInfo = queryClient.getQueryData(wallet.queryKey);
  if (walletInfo && sessionStore.getState().address === address) sessionStore.set({ walletInfo });
}

/**
 * One money-moving bond call (`useMoneyAction`). After a refusal (a moved price, sold out, a
 * closed pair) the figures are read again too, so the screen shows the new price.
 */
export function useBondAction<B extends object>(
  address: string,
  action: BondAction,
  call: (body: B, key: string) => Promise<unknown>,
) {
  const { t } = useTranslation();
  return useMoneyAction({
    name: `${address.toLowerCase()}:bond-${action}`,
    call,
    success: () => t(SUCCESS[action]),
    refresh: () => refreshBonds(address),
    refreshAfterRefusal: true,
    failed: t('common.failed'),
  });
}
