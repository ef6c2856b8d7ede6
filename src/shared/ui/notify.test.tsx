// A toast about one thing (an operation) that replaces an earlier one in place is whole: nothing of
// the earlier one stays on it. Sonner merges an update into the toast it replaces, so a button
// left out was kept: the socket's "Вывод обновлён · Открыть" came first, the answer's "Заявка на
// вывод создана" replaced it, and kept "Открыть" (seen on the stateful backend).
import { act, render, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify.ts';

const shown = () => [...document.querySelectorAll('[data-sonner-toast]')].filter((t) => t.getAttribute('data-removed') !== 'true');

afterEach(() => {
  act(() => toast.dismiss());
});

describe('notify: a toast replaced in place', () => {
  it('keeps nothing of the toast it replaces: its button and its description go', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Вывод обновлён', { id: 'operation-1', description: '−25,00 USDT', action: { label: 'Открыть', onClick: () => undefined } });
    });
    await screen.findByRole('button', { name: 'Открыть' });
    notify.success('Заявка на вывод создана', undefined, undefined, { id: 'operation-1' });
    await screen.findByText('Заявка на вывод создана');
    expect(shown()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Открыть' })).toBeNull();
    expect(screen.queryByText('−25,00 USDT')).toBeNull();
  });
});
