import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_IDS } from '@/testing/test-ids';
import { overlayDuration, POPUP_DEFAULTS, Popup, type PopupHandle, type PopupProps } from './Popup';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the enter frame and `ms` of animation pass. */
function pass(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderOpen(props: PopupProps = {}) {
  const ref = createRef<PopupHandle>();
  const handlers = { onOpen: vi.fn(), onClose: vi.fn(), onConfirm: vi.fn() };
  const utils = render(<Popup ref={ref} {...handlers} {...props} />);
  act(() => ref.current?.open());
  pass(16); // the enter frame (fake requestAnimationFrame runs every 16 ms)
  return { ref, ...handlers, ...utils };
}

const popup = () => screen.queryByTestId(TEST_IDS.popup);

describe('Popup (spec section 2)', () => {
  it('has the spec defaults: empty text, round 6, center, not closeable, overlay closes, dark', () => {
    expect(POPUP_DEFAULTS).toMatchObject({
      text: '',
      round: 6,
      mode: 'center',
      closeable: false,
      closeOnClickOverlay: true,
    });
    renderOpen();
    expect(popup()?.dataset.mode).toBe('center');
    const content = screen.getByTestId(TEST_IDS.popupContent);
    expect(content.style.borderRadius).toBe('6px');
    expect(content.style.background).toBe('var(--color-surface)');
    expect(screen.queryByTestId(TEST_IDS.popupClose)).toBeNull();
  });

  it('shows the text with OK and NO by default', () => {
    renderOpen({ text: 'Really stake?' });
    expect(screen.getByText('Really stake?')).toBeTruthy();
    expect(screen.getByTestId(TEST_IDS.popupConfirm).textContent).toBe('OK');
    expect(screen.getByTestId(TEST_IDS.popupCancel).textContent).toBe('NO');
  });

  it('renders children instead of the default content', () => {
    renderOpen({ children: <p>custom body</p> });
    expect(screen.getByText('custom body')).toBeTruthy();
    expect(screen.queryByTestId(TEST_IDS.popupConfirm)).toBeNull();
  });

  it('is hidden until opened, and opens and closes on demand', () => {
    const ref = createRef<PopupHandle>();
    render(<Popup ref={ref} text="x" />);
    expect(popup()).toBeNull();
    act(() => ref.current?.open());
    expect(popup()).not.toBeNull();
    act(() => ref.current?.close());
    pass(POPUP_DEFAULTS.duration);
    expect(popup()).toBeNull();
  });

  it('also follows the show prop', () => {
    const { rerender } = render(<Popup show text="x" />);
    expect(popup()).not.toBeNull();
    rerender(<Popup show={false} text="x" />);
    pass(POPUP_DEFAULTS.duration);
    expect(popup()).toBeNull();
  });

  it('closing emits close and hides it', () => {
    const { onClose } = renderOpen({ text: 'x' });
    fireEvent.click(screen.getByTestId(TEST_IDS.popupCancel));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(popup()?.classList.contains('popup--visible')).toBe(false);
    pass(POPUP_DEFAULTS.duration);
    expect(popup()).toBeNull();
  });

  it('confirm emits confirm and stays open', () => {
    const { onConfirm, onClose } = renderOpen({ text: 'x' });
    pass(POPUP_DEFAULTS.duration);
    fireEvent.click(screen.getByTestId(TEST_IDS.popupConfirm));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    pass(1000);
    expect(popup()?.dataset.phase).toBe('open');
  });

  it('closeable shows a close button that closes it', () => {
    const { onClose } = renderOpen({ closeable: true });
    fireEvent.click(screen.getByTestId(TEST_IDS.popupClose));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an overlay click closes it when closeOnClickOverlay is true', () => {
    const { onClose } = renderOpen({ mode: 'bottom' });
    fireEvent.click(screen.getByTestId(TEST_IDS.popupOverlay));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an overlay click does nothing when closeOnClickOverlay is false', () => {
    const { onClose } = renderOpen({ mode: 'bottom', closeOnClickOverlay: false });
    fireEvent.click(screen.getByTestId(TEST_IDS.popupOverlay));
    expect(onClose).not.toHaveBeenCalled();
    expect(popup()).not.toBeNull();
  });

  it('in center mode a click on the container counts as an overlay click', () => {
    const { onClose } = renderOpen({ mode: 'center' });
    fireEvent.click(screen.getByTestId(TEST_IDS.popupContainer));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('in center mode a container click respects closeOnClickOverlay false', () => {
    const { onClose } = renderOpen({ mode: 'center', closeOnClickOverlay: false });
    fireEvent.click(screen.getByTestId(TEST_IDS.popupContainer));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a click inside the content never counts as an overlay click', () => {
    const { onClose } = renderOpen({ mode: 'center', text: 'inside' });
    fireEvent.click(screen.getByText('inside'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('in the sliding modes a click on the container does not close it', () => {
    const { onClose } = renderOpen({ mode: 'left' });
    fireEvent.click(screen.getByTestId(TEST_IDS.popupContainer));
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['left', 'slide', '0 6px 6px 0'],
    ['right', 'slide', '6px 0 0 6px'],
    ['top', 'slide', '0 0 6px 6px'],
    ['bottom', 'slide', '6px 6px 0 0'],
    ['center', 'fade', '6px'],
  ] as const)(
    'mode %s animates as %s with its inner corners rounded',
    (mode, animation, radius) => {
      renderOpen({ mode });
      expect(popup()?.classList.contains(`popup--${mode}`)).toBe(true);
      expect(popup()?.classList.contains(`popup--${animation}`)).toBe(true);
      expect(screen.getByTestId(TEST_IDS.popupContent).style.borderRadius).toBe(radius);
    },
  );

  it('center with zoom fade-zooms', () => {
    renderOpen({ zoom: true });
    expect(popup()?.classList.contains('popup--zoom')).toBe(true);
  });

  it('uses round, bgColor and customStyle', () => {
    renderOpen({ round: 12, bgColor: 'rgb(1, 2, 3)', customStyle: { padding: '7px' } });
    const content = screen.getByTestId(TEST_IDS.popupContent);
    expect(content.style.borderRadius).toBe('12px');
    expect(content.style.background).toBe('rgb(1, 2, 3)');
    expect(content.style.padding).toBe('7px');
  });

  it('fires open only after the enter animation has ended', () => {
    const { onOpen } = renderOpen({ duration: 300 });
    expect(popup()?.classList.contains('popup--visible')).toBe(true);
    pass(299);
    expect(onOpen).not.toHaveBeenCalled();
    pass(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('animates the overlay 50 ms longer than the popup', () => {
    expect(overlayDuration(300)).toBe(350);
    renderOpen({ duration: 200 });
    expect(screen.getByTestId(TEST_IDS.popupOverlay).style.transitionDuration).toBe('250ms');
    expect(screen.getByTestId(TEST_IDS.popupContainer).style.transitionDuration).toBe('200ms');
  });
});
