import { periodAt } from '@xbond/shared/periods';
import { AppError } from '../errors';
import type { TeamContext } from './context';
import type { ReleasePlan } from './settings';

const DAY_MS = 86_400_000;
const BPS = 10_000n;

/** The plan of `scheme`; refused when unknown, or when it donates while DONATE_SWITCH is off. */
export function findPlan(ctx: TeamContext, scheme: string): ReleasePlan {
  const plan = ctx.settings.plans.find((p) => p.scheme === scheme);
  if (!plan) throw new AppError('teamSchemeInvalid');
  if (!planEnabled(ctx, plan)) throw new AppError('teamDonationsOff');
  return plan;
}

/** Plans without a donation are always on; the others follow DONATE_SWITCH. */
export const planEnabled = (ctx: TeamContext, plan: ReleasePlan) =>
  plan.donationBps === 0 || ctx.settings.donateSwitch;

export interface PlanQuote {
  donation: bigint;
  release: bigint;
  dailyRelease: bigint;
  /** The first day's midnight: the plan releases at the settlements of the days after it. */
  releaseStart: Date;
  estimatedEnd: Date;
}

/**
 * What a plan makes of `amount` locked bonus started at `now`: the donation, rounded up (the
 * pool's favour, as the withdrawal fee), and the rest released in equal daily parts at the
 * settlements of the `days` whole days that follow, or at once.
 */
export function quotePlan(plan: ReleasePlan, amount: bigint, now: Date): PlanQuote {
  const donation = (amount * BigInt(plan.donationBps) + BPS - 1n) / BPS;
  const release = amount - donation;
  const releaseStart = periodAt('day', now).end;
  return {
    donation,
    release,
    dailyRelease: plan.days === 0 ? release : release / BigInt(plan.days),
    releaseStart,
    estimatedEnd: plan.days === 0 ? now : new Date(releaseStart.getTime() + plan.days * DAY_MS),
  };
}

/** How much of `total` a plan has released after `n` of its `days` days: total x n / days. */
export function releasedAfter(total: bigint, days: number, n: number): bigint {
  if (days === 0 || n >= days) return total;
  return n <= 0 ? 0n : (total * BigInt(n)) / BigInt(days);
}
