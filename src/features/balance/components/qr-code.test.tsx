import { render } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code.tsx';

describe('QrCode', () => {
  it('draws one square per dark module of the matrix', () => {
    const matrix = [
      [true, false],
      [false, true],
    ];
    expect(qrPath(matrix)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });

  it('renders markup-looking data as data, never as markup', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { container } = render(<QrCode value={evil} label="QR-код адреса" />);
    expect(container.querySelector('img')).toBeNull();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('role', 'img');
    const size = encode(evil, { ecc: 'M', border: 2 }).size;
    expect(svg).toHaveAttribute('viewBox', `0 0 ${size} ${size}`);
    expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });
});
