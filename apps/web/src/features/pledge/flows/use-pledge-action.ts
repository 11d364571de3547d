import { useMoneyAction } from '@/lib/money-action';
import { useTranslation } from '@/lib/use-translation';
import { refreshPledge } from './refresh';

export type PledgeAction = 'stake' | 'unstake' | 'create' | 'claim' | 'repledge' | 'insure';

/** The spec's success messages (section 8); repledge has none there, so it has its own. */
const SUCCESS = {
  stake: 'result.stakeSuccess',
  unstake: 'result.unstakeSuccess',
  create: 'result.stakeSuccess',
  claim: 'result.claimSuccess',
  repledge: 'pledge.repledge.success',
  insure: 'result.insuranceSuccess',
} as const;

/** One money-moving pledge call (`useMoneyAction`): the figures are read again after success. */
export function usePledgeAction<B extends object>(
  address: string,
  action: PledgeAction,
  call: (body: B, key: string) => Promise<unknown>,
) {
  const { t } = useTranslation();
  return useMoneyAction({
    name: `${address.toLowerCase()}:${action}`,
    call,
    success: () => t(SUCCESS[action]),
    refresh: () => refreshPledge(address),
    failed: t('common.failed'),
  });
}
