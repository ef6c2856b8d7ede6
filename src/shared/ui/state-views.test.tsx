import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { errorMessage } from '../api/errors.ts';
import { EmptyState, ErrorState, LoadFallback, LoadingState } from './state-views.tsx';
import { EmptyLayout, ScreenLayout } from './screen-layout.tsx';

describe('primitives', () => {
  it('Button is disabled and busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Отправить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Отправить' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <Button variant="destructive" onClick={onClick}>
        Отправить
      </Button>,
    );
    expect(button).toHaveClass('ui-button--destructive');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('state views render Russian texts and retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <>
        <LoadingState />
        <EmptyState title="Реквизитов нет" text="Добавьте первый" action={<Button>Добавить</Button>} />
        <ErrorState message="Сервер не отвечает" onRetry={onRetry} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Реквизитов нет' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер не отвечает');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('LoadFallback: the skeleton while loading; once failed, the error with Повторить and the ways on under it', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const props = { errorTitle: 'Не удалось загрузить сделку', loadingLabel: 'Загрузка сделки', onRetry, after: <Button>На главную</Button> };
    const { rerender } = render(<LoadFallback {...props} failure={false} />);
    expect(screen.getByRole('status', { name: 'Загрузка сделки' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'На главную' })).not.toBeInTheDocument();
    rerender(<LoadFallback {...props} failure={{ error: new TypeError('Failed to fetch') }} />);
    expect(screen.queryByRole('status', { name: 'Загрузка сделки' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить сделку');
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessage(new TypeError('Failed to fetch')));
    expect(screen.getByRole('button', { name: 'На главную' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ScreenLayout reserves the menu height only with the menu', () => {
    const { rerender } = render(<ScreenLayout title="Баланс" withMenu>x</ScreenLayout>);
    expect(screen.getByRole('heading', { level: 1, name: 'Баланс' })).toBeInTheDocument();
    // The room sits under the scrolling content, on the layout (ADR 0021).
    expect(screen.getByRole('main').parentElement!.style.paddingBottom).toContain('60px');
    rerender(<ScreenLayout>x</ScreenLayout>);
    expect(screen.getByRole('main').parentElement!.style.paddingBottom).not.toContain('60px');
    expect(screen.getByRole('main').parentElement!.style.paddingBottom).toContain('safe-area-inset-bottom');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    rerender(<EmptyLayout>пусто</EmptyLayout>);
    expect(screen.getByRole('main')).toHaveTextContent('пусто');
  });
});
