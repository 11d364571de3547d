import type { ReactNode } from 'react';
import { useWide } from '@/lib/use-wide';
import { Popup } from './Popup';
import './Sheet.css';

interface SheetProps {
  show: boolean;
  /** A call is under way: the sheet stays until it answers. */
  busy: boolean;
  label: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/** A bottom sheet on phones, a centred dialog on wide screens, that stays while it is busy. */
export function Sheet({ show, busy, label, testId, onClose, children }: SheetProps) {
  const wide = useWide();
  return (
    <Popup
      show={show}
      mode={wide ? 'center' : 'bottom'}
      round={16}
      customStyle={wide ? { width: 'min(100%, 460px)' } : undefined}
      closeable={!busy}
      closeOnClickOverlay={!busy}
      label={label}
      testId={testId}
      onClose={onClose}
    >
      {children}
    </Popup>
  );
}
