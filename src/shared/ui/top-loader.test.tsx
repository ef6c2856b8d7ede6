import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopLoader } from './top-loader.tsx';

describe('TopLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears after the throttle, completes and disappears', () => {
    const { rerender } = render(<TopLoader active />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const bar = screen.getByRole('progressbar', { name: 'Загрузка' });
    expect(bar).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(1000));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(50);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);

    rerender(<TopLoader active={false} />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-busy', 'false');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never shows for short loads, and marks errors', () => {
    const { rerender } = render(<TopLoader active />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<TopLoader active={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerender(<TopLoader active error />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar')).toHaveClass('ui-top-loader--error');
  });
});
