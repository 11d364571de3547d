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
  if (plan.donationBps === 0) return t('team.releasePlan.planLinear', { days: plan.days });
  const share = fmt.bps(plan.donationBps);
  return plan.days === 0
    ? t('team.releasePlan.planAtOnce', { share })
    : t('team.releasePlan.planDonate', { share, days: plan.days });
}
