import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
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

describe("index.html's first paint", () => {
  it('is the loader, drawn by the page itself before any script runs: #root holds its markup (main.tsx renders over it)', () => {
    const html = readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];
    expect(root, 'index.html has no <div id="root"> before the entry script').toBeDefined();
    expect(root?.replace(/>\s+</g, '><').trim()).toBe(renderToStaticMarkup(<FullScreenLoader />));
  });
});
