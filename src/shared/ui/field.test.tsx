import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

describe('Field', () => {
  it('shows the error and the hint, both described', () => {
    render(<Field label="Время поиска" error="Не меньше 5 минут" hint="От 5 до 480 минут" />);
    const input = screen.getByLabelText('Время поиска');
    expect(screen.getByRole('alert')).toHaveTextContent('Не меньше 5 минут');
    expect(screen.getByText('От 5 до 480 минут')).toBeInTheDocument();
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('never shows the same text twice: a hint equal to the error is left out', () => {
    render(<Field label="Время поиска" error="От 5 до 480 минут" hint="От 5 до 480 минут" />);
    expect(screen.getAllByText('От 5 до 480 минут')).toHaveLength(1);
    expect(screen.getByLabelText('Время поиска').getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
  });
});
