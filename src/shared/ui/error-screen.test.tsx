import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen, SessionEndedScreen } from './error-screen.tsx';

const SUPPORT = 'https://t.me/trader_support';

function renderScreen(status: number, extra: { message?: string; supportUrl?: string } = {}) {
  const onRepeat = vi.fn();
  const onHome = vi.fn();
  render(<ErrorScreen status={status} onRepeat={onRepeat} onHome={onHome} supportUrl={SUPPORT} {...extra} />);
  return { onRepeat, onHome };
}

describe('ErrorScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // fireEvent, not user-event: RTL's async wrapper waits on a real setTimeout that fake timers hold.
  it('429 counts down every second and enables Repeat after 15 s', () => {
    vi.useFakeTimers();
    const { onRepeat } = renderScreen(429);

    expect(screen.getByRole('heading', { name: 'Слишком много запросов' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Повторить через 15 с' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'На главную' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(999));
    expect(button).toHaveTextContent('Повторить через 15 с');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent('Повторить через 14 с');
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Повторить через 13 с');

    fireEvent.click(button);
    expect(onRepeat).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(12_000));
    expect(button).toHaveTextContent('Повторить через 1 с');
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent(/^Повторить$/);
    expect(button).toBeEnabled();
    expect(vi.getTimerCount()).toBe(0);

    fireEvent.click(button);
    expect(onRepeat).toHaveBeenCalledTimes(1);
  });

  it('404 shows the caption, the message and Home, which calls onHome', async () => {
    const user = userEvent.setup();
    const { onHome, onRepeat } = renderScreen(404, { message: 'Page Not Found: /x' });
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /x')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Повторить/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'На главную' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(onRepeat).not.toHaveBeenCalled();
  });

  it('408 has Repeat and no support link', async () => {
    const user = userEvent.setup();
    const { onRepeat } = renderScreen(408);
    expect(screen.getByRole('heading', { name: 'Нет соединения с сервером' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Написать в поддержку' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRepeat).toHaveBeenCalledTimes(1);
  });

  it('500 links to the given support url in a new tab', () => {
    renderScreen(500);
    expect(screen.getByRole('heading', { name: 'Сервис временно недоступен' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Написать в поддержку' });
    expect(link).toHaveAttribute('href', SUPPORT);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  });

  it('hides the support link when no url is given', () => {
    renderScreen(500, { supportUrl: undefined });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('an unknown status shows the default caption and only support', () => {
    renderScreen(418);
    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Написать в поддержку' })).toBeInTheDocument();
  });

  it('restarts the countdown when the status changes to 429 again', () => {
    vi.useFakeTimers();
    const props = { onRepeat: vi.fn(), onHome: vi.fn() };
    const { rerender } = render(<ErrorScreen status={429} {...props} />);
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
    rerender(<ErrorScreen status={500} {...props} />);
    rerender(<ErrorScreen status={429} {...props} />);
    expect(screen.getByRole('button', { name: 'Повторить через 15 с' })).toBeDisabled();
  });
});

describe('SessionEndedScreen', () => {
  it('says the session cannot be renewed and offers a relaunch and support, not Repeat', async () => {
    const user = userEvent.setup();
    const onReopen = vi.fn();
    render(<SessionEndedScreen supportUrl={SUPPORT} onReopen={onReopen} />);
    expect(screen.getByRole('heading', { name: 'Сессия истекла' })).toBeInTheDocument();
    expect(screen.getByText(/откройте его заново/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Повторить|На главную/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', SUPPORT);
    await user.click(screen.getByRole('button', { name: 'Открыть заново' }));
    expect(onReopen).toHaveBeenCalledTimes(1);
  });
});
