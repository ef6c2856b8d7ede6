import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screenEntry } from './screens.ts';

const History = () => <h1>История</h1>;

describe('screenEntry', () => {
  it('renders a loaded screen in the first commit, without the Suspense fallback', async () => {
    const entry = screenEntry(() => Promise.resolve({ default: History }));
    await entry.load();
    const { container } = render(
      <Suspense fallback={<p>Загрузка</p>}>
        <entry.Screen />
      </Suspense>,
    );
    // Synchronously after render: no fallback commit in between.
    expect(container.textContent).toBe('История');
  });

  it('suspends while the module loads, then shows the screen', async () => {
    let resolve!: (m: { default: typeof History }) => void;
    const entry = screenEntry(() => new Promise((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <entry.Screen />
      </Suspense>,
    );
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    await act(async () => resolve({ default: History }));
    expect(await screen.findByRole('heading', { name: 'История' })).toBeInTheDocument();
  });

  it('loads once, and again after a failure', async () => {
    let calls = 0;
    const entry = screenEntry(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: History });
    });
    await expect(entry.load()).rejects.toThrow('chunk failed');
    await entry.load();
    await entry.load();
    expect(calls).toBe(2);
  });
});
