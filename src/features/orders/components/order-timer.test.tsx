import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderTimer } from './order-timer.tsx';

// The OrderInProcess example: created 11:50, expires 12:10.
const CREATED = '2026-11-22T11:50:00Z';
const EXPIRES = '2026-11-22T12:10:00Z';

afterEach(() => {
  vi.useRealTimers();
});

describe('OrderTimer', () => {
  it('counts down, then says the time to pay is over, without a 00:00', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:09:58Z') });
    render(<OrderTimer createdAt={CREATED} expiresAt={EXPIRES} />);
    expect(screen.getByRole('timer', { name: 'Осталось времени' })).toHaveTextContent('00:02');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const timer = screen.getByRole('timer', { name: 'Время на оплату истекло' });
    expect(timer).toHaveTextContent(/^Время на оплату истекло$/);
    expect(timer).not.toHaveTextContent('00:00');
  });

  it('an expired invite says the time to accept is over', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:11:00Z') });
    render(<OrderTimer createdAt={CREATED} expiresAt={EXPIRES} expiredText="Время на принятие истекло" />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^Время на принятие истекло$/);
  });
});
