/** Test ids of the operator's switches and settings screen (#/admin/settings); see test-ids.ts. */
export const ADMIN_SETTINGS_TEST_IDS = {
  connect: 'admin-settings-connect',
  connectButton: 'admin-settings-connect-button',
  loading: 'admin-settings-loading',
  error: 'admin-settings-error',
  forOperators: 'admin-settings-for-operators',
  switchRow: (feature: string) => `admin-switch-${feature}`,
  switchState: (feature: string) => `admin-switch-${feature}-state`,
  switchToggle: (feature: string) => `admin-switch-${feature}-toggle`,
  switchReason: 'admin-switch-reason',
  switchConfirm: 'admin-switch-confirm',
  switchCancel: 'admin-switch-cancel',
  setting: (name: string) => `admin-setting-${name}`,
  effective: 'admin-settings-effective',
  settingsReason: 'admin-settings-reason',
  settingsSave: 'admin-settings-save',
  version: (id: string) => `admin-settings-version-${id}`,
} as const;
