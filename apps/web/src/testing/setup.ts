import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@/features/i18n/i18n';
import en from '@/locales/en.json';

// Tests in the node environment (the bundle check) have no DOM to set up.
if (typeof document !== 'undefined') {
  // Components render with the real en messages (the source locale).
  await initI18n('en', en);
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
