/**
 * Every screen's test ids for the browser tests ('@xbond/web/test-ids'), the operator's
 * included. The app imports each screen's module directly.
 */
export { ADMIN_SETTINGS_TEST_IDS } from './admin-settings-test-ids';
export { ADMIN_TEST_IDS } from './admin-test-ids';
export * from './test-ids';
