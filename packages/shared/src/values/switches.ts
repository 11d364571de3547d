// The switches' and settings' names as plain values: a page imports them without the schemas.
import { PERIOD_KINDS } from '../periods';

/**
 * The operator's pause switches and economic settings (docs/operations.md "Switches and
 * settings"). Each feature's new orders can be paused; reads, claims of what is owed and the
 * settlement of orders already placed go on.
 */
export const PAUSABLE_FEATURES = [
  'pledge',
  'reserveBond',
  'liquidityBond',
  'insurance',
  'swap',
  'turbo',
  'teamRelease',
  'withdraw',
] as const;
export type PausableFeature = (typeof PAUSABLE_FEATURES)[number];

/**
 * The economic settings the operator may change, by their environment names: the environment
 * gives the first value, every later value is a dated version in the database.
 */
export const SETTING_GROUPS = {
  pledge: [
    'PLEDGE_MIN',
    'PLEDGE_LIMIT',
    'PLEDGE_FLEXIBLE_RATE_PPM',
    'PLEDGE_TERMS',
    'EARNINGS_CAP_MULTIPLE',
  ],
  reserveBond: ['BOND_TERMS', 'BOND_MIN', 'BOND_DAILY_CAPACITY', 'BOND_REBASE_RATE_PPM'],
  liquidityBond: [
    'FLOWBOND_TERMS',
    'FLOWBOND_MIN',
    'FLOWBOND_PRINCIPAL_BPS',
    'FLOWBOND_PENALTY_BPS',
  ],
  insurance: ['INSURANCE_PREMIUM_BPS', 'INSURANCE_MIN_RETURN_BPS'],
  swap: [
    'SWAP_FEE_BPS',
    'SWAP_SLIPPAGE_MIN_BPS',
    'SWAP_SLIPPAGE_DEFAULT_BPS',
    'SWAP_SLIPPAGE_MAX_BPS',
    'SWAP_PRIZE_SHARE_BPS',
    'PRIZE_HOUR_BPS',
    'PRIZE_WEEK_BPS',
    'PRIZE_MONTH_BPS',
    'PRIZE_HOUR_SHARES',
    'PRIZE_WEEK_SHARES',
    'PRIZE_MONTH_SHARES',
  ],
  turbo: ['TURBO_ACTIVATION_FEE'],
  team: [
    'TEAM_LEVELS',
    'TEAM_DIRECT_RATE_BPS',
    'TEAM_VALID_DIRECT_MIN',
    'TEAM_COEFFICIENT_PRINCIPAL',
    'TEAM_RELEASE_PLANS',
  ],
} as const;
export type SettingGroup = keyof typeof SETTING_GROUPS;
export type SettingName = (typeof SETTING_GROUPS)[SettingGroup][number];
export const SETTING_NAMES: readonly SettingName[] = Object.values(SETTING_GROUPS).flat();

/** When a change takes effect: at once, or at the start of the next period of that kind. */
export const SETTING_EFFECTIVE = ['now', ...PERIOD_KINDS] as const;
export type SettingEffective = (typeof SETTING_EFFECTIVE)[number];
