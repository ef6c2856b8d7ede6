import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WarnScreen } from './warn-screen.tsx';

const SUPPORT = 'https://t.me/trader_support';

describe('WarnScreen', () => {
  it('account-blocked: title, explanation and support link', () => {
    render(<WarnScreen kind="account-blocked" supportUrl={SUPPORT} />);
    expect(screen.getByRole('heading', { name: 'Аккаунт заблокирован' })).toBeInTheDocument();
    expect(screen.getByText(/напишите в поддержку/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Написать в поддержку' });
    expect(link).toHaveAttribute('href', SUPPORT);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('access-restricted: whitelist text and support link', () => {
    render(<WarnScreen kind="access-restricted" supportUrl={SUPPORT} />);
    expect(screen.getByRole('heading', { name: 'Доступ ограничен' })).toBeInTheDocument();
    expect(screen.getByText(/^Доступ к приложению есть только у трейдеров из белого списка/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('target', '_blank');
  });

  it('omits the link without a support url', () => {
    render(<WarnScreen kind="access-restricted" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
