import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand, type OnDemand } from './on-demand.ts';

const Details = ({ title }: { title: string }) => <h2>{title}</h2>;

function Host({ module, open }: { module: OnDemand<{ title: string }>; open: boolean }) {
  const impl = useOnDemand(module, open);
  return open && impl ? createElement(impl, { title: 'Сделка' }) : null;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  override render() {
    return this.state.error ? <p>Ошибка: {this.state.error}</p> : this.props.children;
  }
}

describe('onDemand', () => {
  it('renders a loaded component in the first commit, with no Suspense fallback', async () => {
    const module = onDemand(() => Promise.resolve({ default: Details }));
    await module.load();
    const { container } = render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Host module={module} open />
      </Suspense>,
    );
    expect(container.textContent).toBe('Сделка');
  });

  it('loads only when wanted, renders nothing meanwhile, then the component', async () => {
    let resolve!: (m: { default: typeof Details }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof Details }>((r) => (resolve = r)));
    const module = onDemand(load);
    const { container, rerender } = render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Host module={module} open={false} />
      </Suspense>,
    );
    expect(load).not.toHaveBeenCalled();
    rerender(
      <Suspense fallback={<p>Загрузка</p>}>
        <Host module={module} open />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('');
    await act(async () => resolve({ default: Details }));
    expect(screen.getByRole('heading', { name: 'Сделка' })).toBeInTheDocument();
  });

  it('throws a failed load to the error boundary, and loads again next time', async () => {
    let calls = 0;
    const module = onDemand<{ title: string }>(() => (++calls === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: Details })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <Boundary>
        <Host module={module} open />
      </Boundary>,
    );
    expect(await screen.findByText('Ошибка: chunk failed')).toBeInTheDocument();
    unmount();
    render(
      <Boundary>
        <Host module={module} open />
      </Boundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Сделка' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
