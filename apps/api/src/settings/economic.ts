import {
  type LiquidityBondSettings,
  parseDiscountTerms,
  type ReserveBondSettings,
} from '../bonds/settings';
import { ConfigError, type Settings } from '../config';
import { AMOUNT_RANGES, amountRangeProblems, type RangedAmount } from '../config-ranges';
import type { InsuranceSettings } from '../insurance/terms';
import { type PledgeSettings, parseTerms } from '../pledge/settings';
import { parseLevels, parsePlans, type TeamSettings } from '../team/settings';
import { type PrizeSettings, parseShares } from '../trading/prize-settings';
import type { SwapSettings } from '../trading/swap-settings';
import type { TurboSettings } from '../trading/turbo-settings';

/**
 * The economic settings of the features, as their services read them. They come from the
 * environment at start and, once the operator changes one, from a dated version in the
 * database (settings/live.ts): both pass through `economicSettings`, so a change is validated
 * exactly as the start is.
 */
export interface EconomicSettings {
  pledge: PledgeSettings;
  insurance: InsuranceSettings;
  reserveBond: ReserveBondSettings;
  liquidityBond: LiquidityBondSettings;
  /** Trading: the flash swap, the turbo, the prize pool. */
  swap: SwapSettings;
  turbo: TurboSettings;
  prize: PrizeSettings;
  team: TeamSettings;
}

/**
 * Every validated setting written back as the environment writes it: the base a change of the
 * economic settings is laid over before it is validated again as a whole.
 */
export function environmentValues(s: Settings): Record<string, string> {
  return Object.fromEntries(
    Object.entries(s)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The features' economic settings from validated settings. Throws ConfigError naming the setting. */
export function economicSettings(s: Settings): EconomicSettings {
  const terms = parseTerms(s.PLEDGE_TERMS);
  if (typeof terms === 'string') throw new ConfigError(`Invalid setting PLEDGE_TERMS: ${terms}`);
  const bondTerms = (name: 'BOND_TERMS' | 'FLOWBOND_TERMS') => {
    const parsed = parseDiscountTerms(s[name]);
    if (typeof parsed === 'string') throw new ConfigError(`Invalid setting ${name}: ${parsed}`);
    return parsed;
  };
  const levels = parseLevels(s.TEAM_LEVELS);
  if (typeof levels === 'string') throw new ConfigError(`Invalid setting TEAM_LEVELS: ${levels}`);
  const plans = parsePlans(s.TEAM_RELEASE_PLANS);
  if (typeof plans === 'string')
    throw new ConfigError(`Invalid setting TEAM_RELEASE_PLANS: ${plans}`);
  const swap = swapSettings(s);
  const prize = prizeSettings(s);
  checkEconomicRanges(s);
  return {
    pledge: {
      min: s.PLEDGE_MIN,
      limit: s.PLEDGE_LIMIT,
      flexibleRatePpm: s.PLEDGE_FLEXIBLE_RATE_PPM,
      terms,
      earningsCapMultiple: s.EARNINGS_CAP_MULTIPLE,
    },
    insurance: {
      premiumBps: s.INSURANCE_PREMIUM_BPS,
      minReturnBps: s.INSURANCE_MIN_RETURN_BPS,
    },
    reserveBond: {
      terms: bondTerms('BOND_TERMS'),
      min: s.BOND_MIN,
      dailyCapacity: s.BOND_DAILY_CAPACITY,
      rebaseRatePpm: s.BOND_REBASE_RATE_PPM,
    },
    liquidityBond: {
      terms: bondTerms('FLOWBOND_TERMS'),
      min: s.FLOWBOND_MIN,
      principalBps: s.FLOWBOND_PRINCIPAL_BPS,
      penaltyBps: s.FLOWBOND_PENALTY_BPS,
      closed: s.FLOWBOND_CLOSED,
    },
    team: {
      levels,
      validDirectMin: s.TEAM_VALID_DIRECT_MIN,
      directRateBps: s.TEAM_DIRECT_RATE_BPS,
      coefficientPrincipal: s.TEAM_COEFFICIENT_PRINCIPAL,
      plans,
      donateSwitch: s.DONATE_SWITCH,
    },
    swap,
    turbo: { activationFee: s.TURBO_ACTIVATION_FEE },
    prize,
  };
}

/** The economic amounts within their ranges (config-ranges.ts), every problem named at once. */
function checkEconomicRanges(s: Settings): void {
  const names = Object.keys(AMOUNT_RANGES) as RangedAmount[];
  const problems = amountRangeProblems(
    Object.fromEntries(names.map((name) => [name, s[name]])) as Record<RangedAmount, string>,
  );
  if (s.PRICE_CACHE_SECONDS >= s.PRICE_STALE_SECONDS) {
    problems.push('PRICE_CACHE_SECONDS: must be below PRICE_STALE_SECONDS');
  }
  if (problems.length) {
    throw new ConfigError(
      `Invalid setting${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`,
    );
  }
}

function swapSettings(s: Settings): SwapSettings {
  const slippage = {
    defaultBps: s.SWAP_SLIPPAGE_DEFAULT_BPS,
    minBps: s.SWAP_SLIPPAGE_MIN_BPS,
    maxBps: s.SWAP_SLIPPAGE_MAX_BPS,
  };
  if (slippage.minBps > slippage.defaultBps || slippage.defaultBps > slippage.maxBps) {
    throw new ConfigError(
      'Invalid settings SWAP_SLIPPAGE_*: need MIN_BPS <= DEFAULT_BPS <= MAX_BPS',
    );
  }
  return {
    feeBps: s.SWAP_FEE_BPS,
    prizeShareBps: s.SWAP_PRIZE_SHARE_BPS,
    slippage,
    priceImpactWarnBps: s.SWAP_PRICE_IMPACT_WARN_BPS,
    pendingMax: s.SWAP_PENDING_MAX,
  };
}

function prizeSettings(s: Settings): PrizeSettings {
  const splitBps = { hour: s.PRIZE_HOUR_BPS, week: s.PRIZE_WEEK_BPS, month: s.PRIZE_MONTH_BPS };
  if (splitBps.hour + splitBps.week + splitBps.month !== 10_000) {
    throw new ConfigError(
      'Invalid settings PRIZE_HOUR_BPS, PRIZE_WEEK_BPS, PRIZE_MONTH_BPS: they must add up to 10000',
    );
  }
  const shares = (name: string, text: string) => {
    const parsed = parseShares(text);
    if (typeof parsed === 'string') throw new ConfigError(`Invalid setting ${name}: ${parsed}`);
    return parsed;
  };
  return {
    splitBps,
    sharesBps: {
      hour: shares('PRIZE_HOUR_SHARES', s.PRIZE_HOUR_SHARES),
      week: shares('PRIZE_WEEK_SHARES', s.PRIZE_WEEK_SHARES),
      month: shares('PRIZE_MONTH_SHARES', s.PRIZE_MONTH_SHARES),
    },
    claimDays: s.PRIZE_CLAIM_DAYS,
    rankingSize: s.PRIZE_RANKING_SIZE,
  };
}
