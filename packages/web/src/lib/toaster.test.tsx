import { TOAST_POLICY } from '@preauth/shared';
import { act, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasterProps } from './toaster';

/** Toasts on screen (react-hot-toast gives each message role="status"). */
const shownToasts = () => screen.queryAllByRole('status');

describe('toaster (specification 000 §2.12)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster {...toasterProps} />);
  });

  it('is configured from TOAST_POLICY', () => {
    expect(toasterProps.position).toBe('top-center');
    expect(toasterProps.gutter).toBe(8);
    expect(toasterProps.toastOptions.style.maxWidth).toBe('350px');
    expect(toasterProps.toastOptions.removeDelay).toBe(1000);
    expect(TOAST_POLICY.maxVisible).toBe(20);
  });

  it('keeps at most 20 toasts, the newest first', () => {
    act(() => {
      for (let n = 1; n <= 25; n += 1) toast(`Message ${n}`);
    });
    expect(shownToasts()).toHaveLength(20);
    expect(shownToasts()[0]).toHaveTextContent('Message 25');
    expect(screen.queryByText('Message 5')).not.toBeInTheDocument();
    expect(screen.getByText('Message 6')).toBeInTheDocument();
  });

  it('removes a dismissed toast 1000 ms later', () => {
    let id = '';
    act(() => {
      id = toast('Goes away');
    });
    act(() => toast.dismiss(id));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Goes away')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Goes away')).not.toBeInTheDocument();
  });

  it('dismisses success after 2000 ms and error after 4000 ms; loading stays', () => {
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
      toast.loading('Working');
    });
    // Each is dismissed when its duration is over, then removed 1000 ms later.
    act(() => vi.advanceTimersByTime(2000)); // success dismissed
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1)); // 3000 ms
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000)); // 4000 ms: error dismissed
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Failed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1)); // 5000 ms
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Working')).toBeInTheDocument();
  });
});
