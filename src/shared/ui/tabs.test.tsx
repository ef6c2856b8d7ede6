import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { haptic } from '../telegram/haptics.ts';
import { Tabs } from './tabs.tsx';

vi.mock('../telegram/haptics.ts', () => ({ haptic: { selection: vi.fn(), notify: vi.fn(), impact: vi.fn() } }));

const OPTIONS = [
  { value: 'a', label: 'Первая' },
  { value: 'b', label: 'Вторая' },
] as const;

describe('Tabs', () => {
  it('picking another tab (tap or arrow key) is a selection tick; the current one does nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Вкладки" value="a" options={OPTIONS} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Первая' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(haptic.selection).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Вторая' }));
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect(haptic.selection).toHaveBeenCalledTimes(1);
    screen.getByRole('tab', { name: 'Первая' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(haptic.selection).toHaveBeenCalledTimes(2);
  });
});
