import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomMenu } from './bottom-menu.tsx';

describe('BottomMenu', () => {
  it('renders the five items in a labelled nav and marks the current one', () => {
    render(<BottomMenu currentPath="/balance/" onNavigate={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Главная', 'Реквизиты', 'Баланс', 'История', 'Помощь']);
    expect(within(nav).getByRole('link', { name: 'Баланс' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(nav.style.height).toBe('calc(60px + var(--tg-safe-area-inset-bottom, 0px))');
  });

  it('marks the section on a sub-path, and root only on root', () => {
    const { rerender } = render(<BottomMenu currentPath="/help/3/7" onNavigate={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Помощь' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
    rerender(<BottomMenu currentPath="/" onNavigate={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
  });

  it('calls onNavigate with the item path instead of following the link', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<BottomMenu currentPath="/" onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'История' }));
    expect(onNavigate).toHaveBeenCalledWith('/history');
    screen.getByRole('link', { name: 'Помощь' }).focus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith('/help');
    expect(window.location.pathname).toBe('/');
  });
});
