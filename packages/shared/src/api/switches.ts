import { type Static, Type } from '@sinclair/typebox';
import { PERIOD_KINDS } from '../periods';
import { Envelope } from './primitives';

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
export const PausableFeatureSchema = Type.Union(PAUSABLE_FEATURES.map((f) => Type.Literal(f)));

/** What every screen reads: the features paused right now. */
export const SwitchesView = Type.Object({ paused: Type.Array(PausableFeatureSchema) });
export type SwitchesView = Static<typeof SwitchesView>;

/** GET /api/v2/common/switches — public, cached a few seconds. */
export const switchesRoute = {
  method: 'GET',
  url: '/api/v2/common/switches',
  response: Envelope(SwitchesView),
} as const;

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

/** A setting's value as the environment writes it ("30:500,60:800", "250", "10.5"). */
const SettingValue = Type.String({ minLength: 1, maxLength: 1000 });
const SettingValues = Type.Record(Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,40}$' }), SettingValue);

/** When a change takes effect: at once, or at the start of the next period of that kind. */
export const SETTING_EFFECTIVE = ['now', ...PERIOD_KINDS] as const;
export type SettingEffective = (typeof SETTING_EFFECTIVE)[number];

const Reason = Type.String({ minLength: 3, maxLength: 500 });
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ pattern: '^[\\x21-\\x7e]{1,100}$' }),
});

export const AdminSwitch = Type.Object({
  feature: PausableFeatureSchema,
  paused: Type.Boolean(),
  /** ISO 8601 and the operator's address of the last change; null while never changed. */
  changedAt: Type.Union([Type.String(), Type.Null()]),
  changedBy: Type.Union([Type.String(), Type.Null()]),
});
export type AdminSwitch = Static<typeof AdminSwitch>;
export const AdminSwitches = Type.Object({ switches: Type.Array(AdminSwitch) });
export type AdminSwitches = Static<typeof AdminSwitches>;

export const adminSwitchesRoute = {
  method: 'GET',
  url: '/api/v2/admin/switches',
  response: Envelope(AdminSwitches),
} as const;

export const AdminSwitchBody = Type.Object(
  { feature: PausableFeatureSchema, paused: Type.Boolean(), reason: Reason },
  { additionalProperties: false },
);
export type AdminSwitchBody = Static<typeof AdminSwitchBody>;

/** PUT /api/v2/admin/switches — pause or resume one feature, audited. */
export const adminSwitchPutRoute = {
  method: 'PUT',
  url: '/api/v2/admin/switches',
  headers: IdempotencyHeaders,
  body: AdminSwitchBody,
  response: Envelope(AdminSwitches),
} as const;

export const SettingVersion = Type.Object({
  id: Type.String(),
  /** ISO 8601: from this instant new orders and periods use these values. */
  effectiveAt: Type.String(),
  /** Only the settings this version changed. */
  changes: SettingValues,
  createdAt: Type.String(),
  createdBy: Type.String(),
  reason: Type.String(),
});
export type SettingVersion = Static<typeof SettingVersion>;

export const AdminSettings = Type.Object({
  /** Every editable setting's value in force now. */
  current: SettingValues,
  /** The first values, from the environment. */
  environment: SettingValues,
  /** Newest first: the scheduled ones (effectiveAt in the future) and the history. */
  versions: Type.Array(SettingVersion),
  /** ISO 8601 start of the next period of each kind, for the "takes effect" choice. */
  nextBoundaries: Type.Record(Type.String(), Type.String()),
  serverTime: Type.String(),
});
export type AdminSettings = Static<typeof AdminSettings>;

export const adminSettingsRoute = {
  method: 'GET',
  url: '/api/v2/admin/settings',
  response: Envelope(AdminSettings),
} as const;

export const AdminSettingsBody = Type.Object(
  {
    changes: SettingValues,
    effective: Type.Union(SETTING_EFFECTIVE.map((e) => Type.Literal(e))),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type AdminSettingsBody = Static<typeof AdminSettingsBody>;

/** PUT /api/v2/admin/settings — a new version of some settings, validated and audited. */
export const adminSettingsPutRoute = {
  method: 'PUT',
  url: '/api/v2/admin/settings',
  headers: IdempotencyHeaders,
  body: AdminSettingsBody,
  response: Envelope(AdminSettings),
} as const;
