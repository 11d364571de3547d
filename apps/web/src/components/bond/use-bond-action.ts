import { useMoneyAction } from '@/lib/money-action';
import { useTranslation } from '@/lib/use-translation';

export type BondAction = 'buy' | 'claim' | 'donate' | 'flowClaim' | 'redeem';

const SUCCESS = {
  buy: 'result.subscriptionSuccess',
  claim: 'result.claimSuccess',
  donate: 'result.donationSuccess',
  flowClaim: 'result.claimSuccess',
  redeem: 'result.forcedRedemptionSuccess',
} as const;

/**
 * One money-moving bond call (`useMoneyAction`); `refresh` reads again what it moved (the
 * screen's figures and bonds, the balances, the records). After a refusal (a moved price, sold
 * out, a closed pair) it runs too, so the screen shows the new price.
 */
export function useBondAction<B extends object>(
  address: string,
  action: BondAction,
  call: (body: B, key: string) => Promise<unknown>,
  refresh: (address: string) => Promise<void>,
) {
  const { t } = useTranslation();
  return useMoneyAction({
    name: `${address.toLowerCase()}:bond-${action}`,
    call,
    success: () => t(SUCCESS[action]),
    refresh: () => refresh(address),
    refreshAfterRefusal: true,
    failed: t('common.failed'),
  });
}
