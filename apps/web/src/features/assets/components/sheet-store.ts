import type { Asset } from '@xbond/shared/assets';
import { createStore } from '@/lib/create-store';
import type { OperationKind } from '../flows/operation-store';

/** Which amount form the operation sheet shows (before an operation starts). */
export const sheetStore = createStore({
  form: null as { kind: OperationKind; asset: Asset } | null,
});

export const openForm = (kind: OperationKind, asset: Asset) =>
  sheetStore.set({ form: { kind, asset } });
