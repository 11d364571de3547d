/**
 * The reusable confirm popup (spec section 2). Opened and closed on demand, either through
 * the `show` prop or the ref's open()/close(). Closing emits `onClose` and hides it; OK emits
 * `onConfirm` and stays open (the caller decides). The overlay closes it when
 * `closeOnClickOverlay`; in center mode a click on the (full-screen) container counts as an
 * overlay click. left/right slide sideways, bottom slides up, top slides down, center fades
 * (or fade-zooms with `zoom`). `onOpen` fires once the enter animation has ended; the overlay
 * animates `duration + 50` ms (spec section 9).
 */
import {
  type CSSProperties,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/Button/Button';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { Icon } from '../Icon/Icon';
import './Popup.css';

export type PopupMode = 'center' | 'left' | 'right' | 'top' | 'bottom';

export const POPUP_DEFAULTS = {
  text: '',
  round: 6,
  mode: 'center' as PopupMode,
  closeable: false,
  closeOnClickOverlay: true,
  bgColor: 'var(--color-surface)',
  duration: 300,
  zoom: false,
};

/** Spec section 9: the overlay animates 50 ms longer than the popup. */
export const overlayDuration = (duration: number) => duration + 50;

export interface PopupProps {
  text?: string;
  round?: number;
  mode?: PopupMode;
  closeable?: boolean;
  closeOnClickOverlay?: boolean;
  bgColor?: string;
  customStyle?: CSSProperties;
  /** Center mode: fade-zoom instead of a plain fade. */
  zoom?: boolean;
  /** Enter/leave animation in ms. */
  duration?: number;
  /** Controlled visibility; the ref's open()/close() work too. */
  show?: boolean;
  /** Replaces the default content (text + OK/NO). */
  children?: ReactNode;
  /** Accessible name when there is no visible text. */
  label?: string;
  testId?: string;
  onOpen?: () => void;
  onClose?: () => void;
  onConfirm?: () => void;
}

export interface PopupHandle {
  open: () => void;
  close: () => void;
}

type Phase = 'closed' | 'mounted' | 'entering' | 'open' | 'leaving';

export const Popup = forwardRef<PopupHandle, PopupProps>(function Popup(props, ref) {
  const {
    text = POPUP_DEFAULTS.text,
    round = POPUP_DEFAULTS.round,
    mode = POPUP_DEFAULTS.mode,
    closeable = POPUP_DEFAULTS.closeable,
    closeOnClickOverlay = POPUP_DEFAULTS.closeOnClickOverlay,
    bgColor = POPUP_DEFAULTS.bgColor,
    duration = POPUP_DEFAULTS.duration,
    zoom = POPUP_DEFAULTS.zoom,
    customStyle,
    show,
    children,
    label,
    testId = TEST_IDS.popup,
  } = props;
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>(show ? 'mounted' : 'closed');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callbacks, so timers never call a stale one.
  const callbacks = useRef(props);
  callbacks.current = props;
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  const open = useCallback(() => {
    if (phaseRef.current === 'closed' || phaseRef.current === 'leaving') {
      clearTimeout(timer.current);
      setPhase('mounted');
    }
  }, []);

  const close = useCallback(() => {
    const current = phaseRef.current;
    if (current === 'closed' || current === 'leaving') return;
    clearTimeout(timer.current);
    setPhase('leaving');
    callbacks.current.onClose?.();
    timer.current = setTimeout(() => setPhase('closed'), duration);
  }, [duration]);

  useImperativeHandle(ref, () => ({ open, close }), [open, close]);

  useEffect(() => {
    if (show === undefined) return;
    if (show) open();
    else if (phaseRef.current !== 'closed' && phaseRef.current !== 'leaving') {
      // Hidden by the parent: no close event (the parent already knows).
      clearTimeout(timer.current);
      setPhase('leaving');
      timer.current = setTimeout(() => setPhase('closed'), duration);
    }
  }, [show, open, duration]);

  // mounted -> (next frame) entering -> (after the animation) open + onOpen.
  useEffect(() => {
    if (phase !== 'mounted') return;
    const frame = requestAnimationFrame(() => {
      setPhase('entering');
      timer.current = setTimeout(() => {
        setPhase('open');
        callbacks.current.onOpen?.();
      }, duration);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, duration]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (phase === 'closed') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && closeOnClickOverlay) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phase, closeOnClickOverlay, close]);

  if (phase === 'closed') return null;

  const visible = phase === 'entering' || phase === 'open';
  const onOverlayClick = () => {
    if (closeOnClickOverlay) close();
  };
  const onContainerClick = (e: MouseEvent<HTMLDivElement>) => {
    if (mode === 'center' && e.target === e.currentTarget) onOverlayClick();
  };
  const animation = mode === 'center' ? (zoom ? 'zoom' : 'fade') : 'slide';

  return createPortal(
    <div
      className={`popup popup--${mode} popup--${animation}${visible ? ' popup--visible' : ''}`}
      data-testid={testId}
      data-mode={mode}
      data-phase={phase}
    >
      <div
        className="popup__overlay"
        data-testid={TEST_IDS.popupOverlay}
        style={{ transitionDuration: `${overlayDuration(duration)}ms` }}
        onClick={onOverlayClick}
        aria-hidden="true"
      />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it from the keyboard. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the container stands for the overlay. */}
      <div
        className="popup__container"
        data-testid={TEST_IDS.popupContainer}
        style={{ transitionDuration: `${duration}ms` }}
        onClick={onContainerClick}
      >
        <div
          className="popup__content"
          role="dialog"
          aria-modal="true"
          aria-label={label ?? (text || undefined)}
          data-testid={TEST_IDS.popupContent}
          style={{ background: bgColor, borderRadius: radius(mode, round), ...customStyle }}
        >
          {closeable && (
            <button
              type="button"
              className="icon-button popup__close"
              data-testid={TEST_IDS.popupClose}
              aria-label={t('popup.close')}
              onClick={close}
            >
              <Icon name="close" />
            </button>
          )}
          {children ?? (
            <div className="popup__default">
              <p className="popup__text">{text}</p>
              <PopupAnswers
                className="popup__actions"
                no={{ label: t('popup.no'), onClick: close }}
                yes={{ label: t('popup.ok'), onClick: () => callbacks.current.onConfirm?.() }}
              />
            </div>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
});

/** Only the corners facing the screen's inside are rounded. */
function radius(mode: PopupMode, r: number): string {
  const px = `${r}px`;
  switch (mode) {
    case 'left':
      return `0 ${px} ${px} 0`;
    case 'right':
      return `${px} 0 0 ${px}`;
    case 'top':
      return `0 0 ${px} ${px}`;
    case 'bottom':
      return `${px} ${px} 0 0`;
    default:
      return px;
  }
}

interface Answer {
  label: string;
  onClick: () => void;
}

/** A popup's question answered: No (or Cancel), then Yes (or the action), the frame's ids. */
export function PopupAnswers({
  className,
  no,
  yes,
}: {
  className: string;
  no: Answer;
  yes: Answer;
}) {
  return (
    <div className={className}>
      <Button variant="secondary" testId={TEST_IDS.popupCancel} onClick={no.onClick}>
        {no.label}
      </Button>
      <Button variant="primary" testId={TEST_IDS.popupConfirm} onClick={yes.onClick}>
        {yes.label}
      </Button>
    </div>
  );
}
