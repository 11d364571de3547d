import type { TFunction } from 'i18next';
import type { TeamFormat } from './format';

interface PlanTerms {
  donationBps: number;
  days: number;
}

/**
 * A plan in words from its terms, not its id (the plans are a setting): "No donation: released
 * daily over 100 days", "Donate 20%: released over 20 days", "Donate 50%: released at once".
 */
export function planLabel(t: TFunction, fmt: TeamFormat, plan: PlanTerms): string {
  if (plan.donationBps === 0) return t('releaseBonus.planLinear', { days: plan.days });
  const share = fmt.bps(plan.donationBps);
  return plan.days === 0
    ? t('releaseBonus.planAtOnce', { share })
    : t('releaseBonus.planDonate', { share, days: plan.days });
}
