import { useSyncExternalStore } from 'react';

/** A minimal external store for UI state shared outside React's tree (popups, flow state). */
export function createStore<T extends object>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  const store = {
    get: (): T => state,
    set(partial: Partial<T>): void {
      state = { ...state, ...partial };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Subscribe a component to one slice (return a primitive or a stored reference). */
    use<S>(selector: (s: T) => S): S {
      // biome-ignore lint/correctness/useHookAtTopLevel: a hook by contract, called from components.
      return useSyncExternalStore(
        store.subscribe,
        () => selector(state),
        () => selector(state),
      );
    },
  };
  return store;
}
