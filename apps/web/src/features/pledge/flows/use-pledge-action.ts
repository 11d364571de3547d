import { type FeatureActionArgs, type FeatureActions, useFeatureAction } from '@/lib/money-action';
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
const PLEDGE_ACTIONS: FeatureActions<PledgeAction, unknown> = {
  prefix: '',
  refresh: refreshPledge,
  failed: (t) => t('common.failed'),
  success: (t, action) => t(SUCCESS[action]),
};

export const usePledgeAction = <B extends object, R>(
  ...args: FeatureActionArgs<PledgeAction, B, R>
) => useFeatureAction(PLEDGE_ACTIONS, ...args);
