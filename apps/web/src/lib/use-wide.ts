import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 768px)';

/**
 * Wide screens get centred dialogs; phones get bottom sheets (thumb reach, docs/README.md,
 * "Screens").
 */
export function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia?.(WIDE);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(WIDE).matches ?? false,
    () => false,
  );
}
