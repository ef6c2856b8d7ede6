// Bench (not a test): feed 5,000 socket events to the production build in Chromium and report
// event-to-render latency and JS heap growth. Needs `npm run build` first.
//   npm run bench:realtime            (writes bench/realtime-report.md and prints it)
//   BENCH_DIST=<folder> measures another build; BENCH_EVENTS (5000) events.
// Every 50th event is a probe, a withdrawal among replenishments; its latency is the time from
// the mock's emit to the withdrawal toast changing (both clocks are this machine's wall clock).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchUrl } from '../scripts/lib/telegram-launch.ts';
import { commandLine } from '../scripts/lib/cli.ts';
import { benchMain, launchBrowser, startBenchStack } from './stack.ts';
import { OPERATION_NOTICE_TEXTS } from '../src/domain/operation-notices.ts';
import { randomUUID } from 'node:crypto';

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
/** The withdrawal toast's title (src/features/realtime/model/handlers.ts TEXTS.withdrawn). */
// The notice a withdrawal event shows (issue 37: the event says only that the withdrawal changed),
// with the amount in its description, so each probe changes the toast's text.
const WITHDRAWN_TITLE = OPERATION_NOTICE_TEXTS.withdrawalUpdated;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const stack = await startBenchStack(path.resolve(root, process.env.BENCH_DIST ?? 'dist'));
  const mock = stack.events;
  const browser = await launchBrowser(stack, ['--enable-precise-memory-info']);
  try {
    const base = stack.base;
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}${launchUrl('/history')}`);
    await page.getByRole('heading', { name: 'История' }).waitFor();
    for (const deadline = Date.now() + 30_000; mock.connectedApps() < 1; ) {
      if (Date.now() > deadline) throw new Error('the app did not connect to the events mock within 30 s');
      await new Promise((r) => setTimeout(r, 50));
    }

    // A probe is a withdrawal among replenishments: the only withdrawals sent, one at a time, so
    // the first change of the withdrawal toast's text after a probe's emit is that probe rendered
    // (the toasts of one kind merge while shown, issue 24: a text of its own per probe would not
    // survive the merge, a change of the text does).
    await page.evaluate((title) => {
      const w = window as unknown as { __probe: { seen: Record<string, number>; pending: string | null; last: string } };
      w.__probe = { seen: {}, pending: null, last: '' };
      new MutationObserver(() => {
        const probe = w.__probe;
        for (const el of document.querySelectorAll('[data-sonner-toast]')) {
          const text = el.textContent ?? '';
          if (probe.pending === null || !text.includes(title) || text === probe.last) continue;
          probe.seen[probe.pending] = Date.now();
          probe.last = text;
          probe.pending = null;
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, WITHDRAWN_TITLE);
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
        const id = String(i);
        await page.evaluate((pending) => {
          (window as unknown as { __probe: { pending: string | null } }).__probe.pending = pending;
        }, id);
        const at = Date.now();
        // Its own operation each time: the app tells of an operation's event once (a repeat is not news).
        mock.emit('balance_withdrawal', { ...payload(i), operation_id: randomUUID(), event: 'balance.withdrawal' });
        await page.waitForFunction((probe) => probe in (window as unknown as { __probe: { seen: Record<string, number> } }).__probe.seen, id);
        const seenAt = await page.evaluate((probe) => (window as unknown as { __probe: { seen: Record<string, number> } }).__probe.seen[probe]!, id);
        sent[id] = seenAt - at;
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
      `Production build served by nginx with the repository's config over HTTPS and HTTP/2 (\`bench/stack.ts\`), in Chromium (${process.platform}, ${await browser.version()}); ${EVENTS} socket events (balance replenishments, with a withdrawal probe every ${PROBE_EVERY}th).`,
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
