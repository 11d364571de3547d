import { Sheet } from '@/components/ui/Popup/Sheet';
import { useTranslation } from '@/lib/use-translation';
import { dismissOperation, isRunning, operationStore } from '../flows/operation-store';
import type { AssetRow } from '../hooks';
import { ASSETS_TEST_IDS } from '../test-ids';
import { AmountForm } from './AmountForm';
import { OperationProgress } from './OperationProgress';
import { sheetStore } from './sheet-store';

interface OperationSheetProps {
  rows: AssetRow[];
  address: string;
  custody: string | null;
}

/**
 * The bottom sheet of a deposit or withdrawal: the amount form, then the operation's progress.
 * While an operation runs it cannot be closed (no close button, no overlay tap, no Escape):
 * the user is asked to wait and not leave.
 */
export function OperationSheet({ rows, address, custody }: OperationSheetProps) {
  const { t } = useTranslation();
  const form = sheetStore.use((s) => s.form);
  const op = operationStore.use((s) => s.current);
  const running = isRunning(op);
  const row = form ? rows.find((r) => r.token.asset === form.asset) : undefined;
  const show = op !== null || row !== undefined;

  const close = () => {
    if (isRunning(operationStore.get().current)) return;
    dismissOperation();
    sheetStore.set({ form: null });
  };

  const kind = op?.kind ?? form?.kind ?? 'deposit';
  const symbol = op?.symbol ?? row?.token.symbol ?? '';

  return (
    <Sheet
      show={show}
      busy={running}
      label={t(kind === 'deposit' ? 'assets.depositTitle' : 'assets.withdrawTitle', { symbol })}
      testId={ASSETS_TEST_IDS.operationSheet}
      onClose={close}
    >
      <div className="sheet-pad">
        {op ? (
          <OperationProgress op={op} onClose={close} />
        ) : row && form ? (
          <AmountForm
            key={`${form.kind}-${form.asset}`}
            kind={form.kind}
            row={row}
            address={address}
            custody={custody}
            onCancel={close}
          />
        ) : null}
      </div>
    </Sheet>
  );
}
