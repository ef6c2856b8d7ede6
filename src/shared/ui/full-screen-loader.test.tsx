import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenLoader } from './full-screen-loader.tsx';

describe('FullScreenLoader', () => {
  it('is a status named "Загрузка" showing the product name', () => {
    render(<FullScreenLoader />);
    const status = screen.getByRole('status', { name: 'Загрузка' });
    expect(status).toHaveTextContent('Трейдер');
    expect(status.querySelector('svg')).not.toBeNull();
  });

  it('uses a custom label as the accessible name', () => {
    render(<FullScreenLoader label="Входим в аккаунт" />);
    expect(screen.getByRole('status', { name: 'Входим в аккаунт' })).toHaveTextContent('Входим в аккаунт');
  });
});
