import { parseAmount } from '@xbond/shared/amount';
import type { PledgeContext } from '../pledge/context';
import type { TeamSettings } from './settings';

/** What the team services and jobs work with: staking's context (the cap) and the settings. */
export interface TeamContext {
  pledge: PledgeContext;
  /** In force now. */
  settings: TeamSettings;
  /** In force at an instant: a day's settlement reads its start's (settings/live.ts). */
  settingsAt(at: Date): TeamSettings;
}

/** The settings' whole-X amounts in X base units. */
export function teamUnits(ctx: TeamContext) {
  const decimals = ctx.pledge.money.book.decimals('X');
  const x = (text: string) => parseAmount(text, decimals);
  return {
    validDirectMin: x(ctx.settings.validDirectMin),
    coefficientPrincipal: x(ctx.settings.coefficientPrincipal),
    levels: ctx.settings.levels.map((l) => ({ ...l, smallRegion: x(l.smallRegion) })),
  };
}

/** The exit cap's multiple (one setting for static and dynamic earnings). */
export const capMultiple = (ctx: TeamContext) => ctx.pledge.settings.earningsCapMultiple;
