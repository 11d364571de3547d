import { type Static, Type } from '@sinclair/typebox';
import { PAUSABLE_FEATURES, SETTING_EFFECTIVE } from '../values/switches';
import { ClosedObject, route } from './primitives';

export * from '../values/switches';

export const PausableFeatureSchema = Type.Union(PAUSABLE_FEATURES.map((f) => Type.Literal(f)));

/** What every screen reads: the features paused right now. */
export const SwitchesView = Type.Object({ paused: Type.Array(PausableFeatureSchema) });
export type SwitchesView = Static<typeof SwitchesView>;

/** GET /api/v2/common/switches — public, cached a few seconds. */
export const switchesRoute = route('GET', '/api/v2/common/switches', SwitchesView);

/** A setting's value as the environment writes it ("30:500,60:800", "250", "10.5"). */
const SettingValue = Type.String({ minLength: 1, maxLength: 1000 });
const SettingValues = Type.Record(Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,40}$' }), SettingValue);

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

export const adminSwitchesRoute = route('GET', '/api/v2/admin/switches', AdminSwitches);

export const AdminSwitchBody = ClosedObject({
  feature: PausableFeatureSchema,
  paused: Type.Boolean(),
  reason: Reason,
});
export type AdminSwitchBody = Static<typeof AdminSwitchBody>;

/** PUT /api/v2/admin/switches — pause or resume one feature, audited. */
export const adminSwitchPutRoute = route('PUT', '/api/v2/admin/switches', AdminSwitches, {
  headers: IdempotencyHeaders,
  body: AdminSwitchBody,
});

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

export const adminSettingsRoute = route('GET', '/api/v2/admin/settings', AdminSettings);

export const AdminSettingsBody = ClosedObject({
  changes: SettingValues,
  effective: Type.Union(SETTING_EFFECTIVE.map((e) => Type.Literal(e))),
  reason: Reason,
});
export type AdminSettingsBody = Static<typeof AdminSettingsBody>;

/** PUT /api/v2/admin/settings — a new version of some settings, validated and audited. */
export const adminSettingsPutRoute = route('PUT', '/api/v2/admin/settings', AdminSettings, {
  headers: IdempotencyHeaders,
  body: AdminSettingsBody,
});
