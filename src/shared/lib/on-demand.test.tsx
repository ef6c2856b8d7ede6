import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdLoadsUntilFirstPaint, onDemand, useOnDemand, type OnDemand } from './on-demand.ts';

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

describe('holdLoadsUntilFirstPaint', () => {
  /** A window whose frames and posted tasks run when the test says. */
  function paintingWindow() {
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    const win = {
      requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
      cancelAnimationFrame: () => undefined,
      scheduler: { postTask: (run: () => void) => (tasks.push(run), Promise.resolve()) },
    } as unknown as Window;
    return {
      win,
      /** The frame's animation callbacks (before its paint), then the tasks posted from them (after it). */
      paint: () => {
        for (const cb of frames.splice(0)) cb(0);
        for (const run of tasks.splice(0)) act(run);
      },
      frames,
    };
  }

  it('starts the loads the first commit wants only after the next paint, then every load at once', async () => {
    const { win, paint, frames } = paintingWindow();
    const first = vi.fn(() => Promise.resolve({ default: Details }));
    const mark = vi.fn(() => Promise.resolve({ default: ({ title }: { title: string }) => <p>{title}</p> }));
    holdLoadsUntilFirstPaint(win);
    const { container } = render(
      <>
        <Host module={onDemand(first)} open />
        <Host module={onDemand(mark)} open />
      </>,
    );
    // Committed, its passive effects run: nothing loads before the paint, and one frame is asked for.
    expect(first).not.toHaveBeenCalled();
    expect(mark).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    expect(container.textContent).toBe('');
    paint();
    expect(first).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Сделка' })).toBeInTheDocument();
    expect(container.textContent).toBe('СделкаСделка');
    // Once painted, a load (a sheet tapped later) starts in its own commit's effects, with no frame asked.
    const sheet = vi.fn(() => new Promise<{ default: typeof Details }>(() => undefined));
    render(<Host module={onDemand(sheet)} open />);
    expect(sheet).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });

  it('loads nothing for a part unmounted before the paint', () => {
    const { win, paint } = paintingWindow();
    const load = vi.fn(() => Promise.resolve({ default: Details }));
    holdLoadsUntilFirstPaint(win);
    const { unmount } = render(<Host module={onDemand(load)} open />);
    unmount();
    paint();
    expect(load).not.toHaveBeenCalled();
  });
});
