import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { EmptyState, ErrorState, LoadingState } from './state-views.tsx';
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
