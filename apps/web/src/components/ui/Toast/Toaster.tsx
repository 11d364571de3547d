import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/Button/Button';
import { TEST_IDS } from '@/testing/test-ids';
import { Icon } from '../Icon/Icon';
import './Toast.css';
import { type ToastItem, toast } from './toast-store';

const ICONS = { error: 'alert', success: 'check', info: 'info', loading: 'spinner' } as const;

function ToastView({ item }: { item: ToastItem }) {
  return (
    <div
      className={`toast toast--${item.kind}`}
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-testid={TEST_IDS.toast}
      data-kind={item.kind}
    >
      <Icon name={ICONS[item.kind]} className="toast__icon" />
      <div className="toast__body">
        {item.title && <p className="toast__title">{item.title}</p>}
        <p className="toast__message">{item.message}</p>
        {item.action && (
          <Button
            variant="secondary"
            className="toast__action"
            testId={TEST_IDS.toastAction}
            onClick={item.action.onClick}
          >
            {item.action.label}
          </Button>
        )}
      </div>
    </div>
  );
}

export function Toaster() {
  const items = useSyncExternalStore(toast.subscribe, toast.getAll, toast.getAll);
  if (items.length === 0) return null;
  const masked = items.some((t) => t.mask);
  return createPortal(
    <>
      {masked && <div className="toast-mask" data-testid={TEST_IDS.toastMask} />}
      <div className="toaster">
        {items.map((item) => (
          <ToastView key={item.id} item={item} />
        ))}
      </div>
    </>,
    document.body,
  );
}
