// Bench (not a test): feed 5,000 socket events to the production build in Chromium and report
// event-to-render latency and JS heap growth. Needs `npm run build` first.
//   npm run bench:realtime            (writes bench/realtime-report.md and prints it)
//   BENCH_DIST=<folder> measures another build; BENCH_EVENTS (5000) events.
// Every 50th event is a probe with a unique amount; its latency is the time from the mock's
// emit to the toast showing that amount (both clocks are this machine's wall clock).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchUrl } from '../tests/e2e/telegram.ts';
import { commandLine } from '../scripts/lib/cli.ts';
import { benchMain, launchBrowser, startBenchStack } from './serve.ts';

commandLine(
  'bench:realtime',
  `Usage: npm run bench:realtime    socket events to the production build; writes bench/realtime-report.md (npm run build first)

Environment: BENCH_EVENTS (5000) events; BENCH_DIST=<folder> measures another build.`,
  {},
);

const root = path.resolve(import.meta.dirname, '..');
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const PROBE_EVERY = 50;
const BURST = 100;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const stack = await startBenchStack(path.resolve(root, process.env.BENCH_DIST ?? 'dist'));
  const mock = stack.events;
  const browser = await launchBrowser(['--enable-precise-memory-info']);
  try {
    const base = stack.base;
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}${launchUrl('/history')}`);
    await page.getByRole('heading', { name: 'История' }).waitFor();
    for (const deadline = Date.now() + 30_000; mock.connectedApps() < 1; ) {
      if (Date.now() > deadline) throw new Error('the app did not connect to the events mock within 30 s');
      await new Promise((r) => setTimeout(r, 50));
    }

    await page.evaluate(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { __seen: Record<string, number> }).__seen = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-sonner-toast], [role="dialog"]')) {
          const m = /PROBE (\d+)/.exec(el.textContent ?? '');
          if (m && !(m[1]! in seen)) seen[m[1]!] = Date.now();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return page.evaluate(() => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize);
    };
    const heapBefore = await heap();

    const sent: Record<string, number> = {};
    const payload = (amount: number) => ({ amount, currency_code: 'USDT', operation_id: '9b2d7f1e-4c3a-4e8b-a1d2-5f6e7a8b9c0d', event: 'balance.replenishment' });
    const started = Date.now();
    for (let i = 1; i <= EVENTS; i++) {
      if (i % PROBE_EVERY === 0) {
        // A probe: the autoaccept_disabled dialog text carries the id, unique per probe.
        sent[String(i)] = Date.now();
        mock.emit('autoaccept_disabled', { reason: `PROBE ${i}`, event: 'autoaccept.disabled' });
        await page.waitForFunction((id) => id in (window as unknown as { __seen: Record<string, number> }).__seen || document.body.textContent?.includes(`PROBE ${id}`), String(i));
        const seenAt = await page.evaluate((id) => (window as unknown as { __seen: Record<string, number> }).__seen[id] ?? Date.now(), String(i));
        sent[String(i)] = seenAt - sent[String(i)]!;
      } else {
        mock.emit('balance_replenishment', payload(i / 100));
      }
      if (i % BURST === 0) await new Promise((r) => setTimeout(r, 0));
    }
    const elapsed = Date.now() - started;
    await page.waitForTimeout(5000); // toasts expire (4000 ms)
    const heapAfter = await heap();
    const latencies = Object.values(sent).sort((a, b) => a - b);
    const report = [
      '# Realtime bench',
      '',
      `Production build served over HTTPS and HTTP/2 (\`bench/serve.ts\`), in Chromium (${process.platform}, ${await browser.version()}); ${EVENTS} socket events (balance replenishments, with an auto-accept-disabled probe every ${PROBE_EVERY}th).`,
      '',
      '| figure | value |',
      '| --- | --- |',
      `| events sent | ${EVENTS} in ${elapsed} ms |`,
      `| event-to-render latency, median (${latencies.length} probes) | ${percentile(latencies, 50)} ms |`,
      `| event-to-render latency, p95 | ${percentile(latencies, 95)} ms |`,
      `| event-to-render latency, max | ${latencies.at(-1)} ms |`,
      `| JS heap before | ${(heapBefore / 1024 / 1024).toFixed(1)} MiB |`,
      `| JS heap after ${EVENTS} events (after GC) | ${(heapAfter / 1024 / 1024).toFixed(1)} MiB |`,
      `| heap growth | ${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MiB |`,
      '',
    ].join('\n');
    await writeFile(path.join(root, 'bench', 'realtime-report.md'), report);
    console.log(report);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await benchMain(main);
