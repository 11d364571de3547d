import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_IDS } from '@/testing/test-ids';
import { Toaster } from './Toaster';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS, toast } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

const toasts = () => screen.queryAllByTestId(TEST_IDS.toast);

describe('toasts (spec section 8)', () => {
  it('an error toast is an alert and goes away by itself', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Something broke');
    });
    const [item] = toasts();
    expect(item?.getAttribute('role')).toBe('alert');
    expect(item?.dataset.kind).toBe('error');
    expect(item?.textContent).toContain('Something broke');
    act(() => vi.advanceTimersByTime(ERROR_TOAST_DURATION_MS));
    expect(toasts()).toHaveLength(0);
  });

  it('a success toast is a status message and goes away by itself', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Address copied');
    });
    expect(toasts()[0]?.getAttribute('role')).toBe('status');
    expect(toasts()[0]?.dataset.kind).toBe('success');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(toasts()).toHaveLength(0);
  });

  it("a loading toast ('signing') has a mask and stays until dismissed", () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast.loading('Signing…');
    });
    expect(screen.getByTestId(TEST_IDS.toastMask)).toBeTruthy();
    expect(toasts()[0]?.dataset.kind).toBe('loading');
    act(() => vi.advanceTimersByTime(60_000));
    expect(toasts()).toHaveLength(1);
    act(() => toast.dismiss(id));
    expect(toasts()).toHaveLength(0);
    expect(screen.queryByTestId(TEST_IDS.toastMask)).toBeNull();
  });

  it('a toast without duration (the wallet issue) stays until resolved', () => {
    render(<Toaster />);
    act(() => {
      toast.error('No wallet', {
        id: 'wallet-issue',
        duration: null,
        title: 'Open in DApp browser',
      });
    });
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]?.textContent).toContain('Open in DApp browser');
    act(() => toast.dismiss('wallet-issue'));
    expect(toasts()).toHaveLength(0);
  });

  it('the same id replaces instead of stacking, and an action button works', () => {
    render(<Toaster />);
    const onClick = vi.fn();
    act(() => {
      toast.error('first', { id: 'same', duration: null });
      toast.error('second', { id: 'same', duration: null, action: { label: 'Fix', onClick } });
    });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]?.textContent).toContain('second');
    fireEvent.click(screen.getByTestId(TEST_IDS.toastAction));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('no mask without a masked toast', () => {
    render(<Toaster />);
    act(() => {
      toast.info('hello');
    });
    expect(screen.queryByTestId(TEST_IDS.toastMask)).toBeNull();
  });
});
