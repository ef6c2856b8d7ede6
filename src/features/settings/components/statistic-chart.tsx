// The daily chart: uPlot (and its CSS) load only when the chart is shown. The canvas is
// decorative for screen readers: the summary and the table carry the same data. When uPlot
// cannot load, the table is shown open instead.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { displayAmount } from '../../../domain/money.ts';
import { labelledDays, type StatisticView } from '../model/statistic.ts';

const HEIGHT = 180;

export function StatisticChart({ view, onFailed }: { view: StatisticView; onFailed(): void }) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const labels = view.days.map((d) => d.label.split(', ')[1] ?? d.label);
        const xs = view.days.map((_, i) => i);
        const hint = '#8e8e93';
        const grid = { stroke: 'rgba(255,255,255,0.08)', width: 1 };
        const opts: uPlot.Options = {
          width: Math.max(200, el.clientWidth),
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: [-0.5, Math.max(0.5, xs.length - 0.5)] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] } },
          axes: [
            { stroke: hint, grid: { show: false }, ticks: { show: false }, splits: (u) => labelledDays(xs.length, u.bbox.width / UPlot.pxRatio), values: (_u, splits) => splits.map((s) => labels[s] ?? '') },
            { stroke: hint, grid, ticks: { show: false }, size: 44, values: (_u, splits) => splits.map((s) => displayAmount(s).replace(/,00$/, '')) },
          ],
          series: [
            {},
            {
              label: 'Заработано, USDT',
              stroke: '#6ab3f3',
              fill: 'rgba(106,179,243,0.55)',
              width: 0,
              paths: UPlot.paths.bars?.({ size: [0.6, 40] }),
              points: { show: false },
            },
          ],
        };
        plot = new UPlot(opts, [xs, view.chart.y], el);
        setReady(true);
        observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }));
        observer.observe(el);
      })
      .catch((error: unknown) => {
        console.error('The statistic chart could not load', error);
        if (!cancelled) failed.current();
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [view]);

  return (
    <figure className="set-chart" aria-busy={!ready || undefined} style={{ margin: '8px 0 12px' }}>
      <figcaption className="set-chart__title">Заработано по дням, USDT</figcaption>
      <div ref={box} aria-hidden="true" data-testid="statistic-chart" />
    </figure>
  );
}
