// The stop drawer as the trader sees it on /trade/search (issue 25): NO_BALANCE in Russian with
// "Пополнить" to /balance/replenish; an unknown code never on screen; the timeout keeps its button.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import EventDrawer from './event-drawer.tsx';

function drawer(kind: 'autoaccept-disabled' | 'autoaccept-timeout', reason: string | null) {
  const onReady = vi.fn();
  const onGo = vi.fn();
  render(<EventDrawer kind={kind} reason={reason} onReady={onReady} onGo={onGo} onClose={() => undefined} />);
  return { onReady, onGo };
}

describe('the auto-accept stop drawer', () => {
  it('NO_BALANCE: Russian text and "Пополнить" to /balance/replenish, no code, no restart', () => {
    const { onReady, onGo } = drawer('autoaccept-disabled', 'NO_BALANCE');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Баланс опустился ниже минимума для торговли');
    expect(dialog).not.toHaveTextContent('NO_BALANCE');
    expect(screen.queryByRole('button', { name: 'Запустить снова' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Пополнить' }));
    expect(onGo).toHaveBeenCalledWith('/balance/replenish');
    expect(onReady).not.toHaveBeenCalled();
  });

  it('an unknown code: the general text and the restart, the code never shown', () => {
    const { onReady } = drawer('autoaccept-disabled', 'TRADER_INACTIVE');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Поиск сделок остановлен. Запустите его снова, когда будете готовы.');
    expect(dialog).not.toHaveTextContent('TRADER_INACTIVE');
    fireEvent.click(screen.getByRole('button', { name: 'Запустить снова' }));
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('the timeout keeps its own text and button', () => {
    const { onReady } = drawer('autoaccept-timeout', null);
    expect(screen.getByRole('dialog')).toHaveTextContent('Не нашли подходящей сделки');
    fireEvent.click(screen.getByRole('button', { name: 'Готов принимать сделки' }));
    expect(onReady).toHaveBeenCalledOnce();
  });
});
