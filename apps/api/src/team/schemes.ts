import type { DonateQuote, DonateSchemeList } from '@xbond/shared/api/team';
import type { TeamContext } from './context';
import { findPlan, planEnabled, quotePlan } from './plans';
import { quoteView } from './view';

/** GET /common/donate_scheme: every release plan, with whether DONATE_SWITCH lets it run. */
export const donateSchemes = (ctx: TeamContext): DonateSchemeList => ({
  items: ctx.settings.plans.map((p) => ({ ...p, enabled: planEnabled(ctx, p) })),
});

/** GET /common/get_donate_num: what a plan would make of `amount` if started now. */
export function donateQuote(ctx: TeamContext, scheme: string, text: string): DonateQuote {
  const { book, clock } = ctx.pledge.money;
  const plan = findPlan(ctx, scheme);
  const amount = book.parsePositive('X', text);
  return quoteView(book, plan.scheme, amount, plan.days, quotePlan(plan, amount, clock.now()));
}
