import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepRangesWhole } from './no-break.tsx';

describe('keepRangesWhole', () => {
  it('wraps each time range in a no-wrap span and keeps the text as it was', () => {
    const text = 'Сегодня по графику 09:00–18:00. Завтра 20:00–08:00';
    const { container } = render(<p>{keepRangesWhole(text)}</p>);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('.ui-nowrap')].map((s) => s.textContent)).toEqual(['09:00–18:00', '20:00–08:00']);
  });

  it('leaves text without a range as a plain string', () => {
    expect(keepRangesWhole('Выходной')).toBe('Выходной');
  });
});
