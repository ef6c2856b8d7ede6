// npm run bench:trace: where one open's time goes. Serves the build as the bench does (bench/stack.ts:
// nginx, the mocks, the mobile link at 4x CPU), opens the app cold in a fresh profile, then warm and
// a third time with a Chromium performance trace of each, and prints a timeline from the page's
// request: the API requests (sent, answered), the main thread's tasks of 5 ms or more with what
// filled them, and the app's marks. The traces are kept (chrome://tracing or DevTools' Performance
// panel open them) for what the summary does not say.
//   BENCH_DIST=<folder> (dist) the build; TRACE_DIR=<folder> (a temporary one) where the traces go;
//   TRACE_OPENS (cold,warm,third) the opens traced; TRACE_AFTER_MS (300) how long the trace goes on
//   after the usable mark (the SDK's start and the idle work come later).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';
import { defaultSettings as lighthouseSettings } from 'lighthouse/core/config/constants.js';
import { launchUrl } from '../scripts/lib/telegram-launch.ts';
import { commandLine } from '../scripts/lib/cli.ts';
import { PAINT_MARKS, waitForMark } from './done-marks.ts';
import { startMobileLink } from './mobile-link.ts';
import { watchNetwork } from './network-quiet.ts';
import { benchMain, launchProfile, startBenchStack, warmUpMocks } from './stack.ts';

commandLine('bench:trace', 'Usage: npm run bench:trace    trace a cold, a warm and a third open of the build (BENCH_DIST, default dist) on the bench\'s link', {});

const root = path.resolve(import.meta.dirname, '..');
const MOBILE = lighthouseSettings.throttling;
const TRACED = new Set((process.env.TRACE_OPENS ?? 'cold,warm,third').split(','));
const AFTER_MS = Number(process.env.TRACE_AFTER_MS ?? 300);
if (!Number.isFinite(AFTER_MS) || AFTER_MS < 0) throw new Error(`bench:trace: TRACE_AFTER_MS must be a number of milliseconds, got ${process.env.TRACE_AFTER_MS}`);
const CATEGORIES = ['disabled-by-default-v8.cpu_profiler', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'v8'];

/** Main-thread events a task's summary names with their script, and those it names as they are. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'v8.produceModuleCache']);
const PLAIN_EVENTS = new Set(['TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'MinorGC', 'MajorGC', 'v8.compile', 'EventDispatch', 'HandlePostMessage']);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; name?: string; [key: string]: unknown };
}

async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** The summary: what happened on the renderer's main thread and the network, ms from the page's request. */
function summarize(events: TraceEvent[]): string[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ResourceSendRequest'));
  if (!main) return ['(no renderer main thread in the trace)'];
  const page = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.resourceType === 'Document');
  const t0 = page?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const at = (ts: number) => ((ts - t0) / 1000).toFixed(0).padStart(5);
  const lines: { ts: number; text: string }[] = [];
  const urls = new Map<string, string>();
  for (const e of events) {
    const data = e.args?.data;
    if (e.name === 'ResourceSendRequest' && data) {
      const url = String(data.url);
      urls.set(String(data.requestId), url);
      if (/\/api\/v1\//.test(url)) lines.push({ ts: e.ts, text: `send ${String(data.requestMethod)} ${url.replace(/^https?:\/\/[^/]+/, '')}` });
    }
    if (e.name === 'ResourceFinish' && data) {
      const url = urls.get(String(data.requestId)) ?? '';
      if (/\/api\/v1\//.test(url)) lines.push({ ts: e.ts, text: `  done ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}` });
      else if (/\/assets\//.test(url) || /index\.html|\/$/.test(url)) lines.push({ ts: e.ts, text: `  loaded ${url.replace(/^https?:\/\/[^/]+/, '')} ${Number(data.encodedDataLength ?? 0)} B` });
    }
    if (e.cat.includes('blink.user_timing') && e.name.startsWith('app:')) lines.push({ ts: e.ts, text: `MARK ${e.name}` });
  }
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && (e.dur ?? 0) >= 5000);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ts >= task.ts && e.ts < end && e !== task && e.dur !== undefined);
    const by = new Map<string, number>();
    for (const e of inside) {
      const data = e.args?.data;
      const file = String(data?.url ?? '').replace(/^.*\//, '');
      const label = SCRIPT_EVENTS.has(e.name)
        ? `${e.name} ${file}`
        : e.name === 'FunctionCall'
          ? `FunctionCall ${String(data?.functionName ?? '') || '(anon)'}@${file}`
          : PLAIN_EVENTS.has(e.name)
            ? e.name
            : null;
      if (label) by.set(label, (by.get(label) ?? 0) + (e.dur ?? 0));
    }
    const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([l, d]) => `${l} ${(d / 1000).toFixed(0)}`).join(', ');
    lines.push({ ts: task.ts, text: `TASK ${((task.dur ?? 0) / 1000).toFixed(0)} ms → ${at(end)}: ${top}` });
  }
  return lines.sort((a, b) => a.ts - b.ts).map((l) => `${at(l.ts)} ${l.text}`);
}

await benchMain(async () => {
  const dist = path.resolve(root, process.env.BENCH_DIST ?? 'dist');
  const out = process.env.TRACE_DIR ?? (await mkdtemp(path.join(tmpdir(), 'bench-trace-')));
  await mkdir(out, { recursive: true });
  const stack = await startBenchStack(dist);
  await warmUpMocks(stack);
  const settings = { rttMs: MOBILE.rttMs!, downKbps: MOBILE.throughputKbps!, upKbps: MOBILE.throughputKbps! };
  const link = await startMobileLink(stack.port, settings);
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-profile-'));
  try {
    for (const name of ['cold', 'warm', 'third']) {
      const context = await launchProfile(stack, profile, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        const cdp = await context.newCDPSession(page);
        const network = await watchNetwork(cdp);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdownMultiplier! });
        let ms = 0;
        const open = async () => {
          await page.goto(`${link.origin}${launchUrl('/')}`, { waitUntil: 'commit' });
          ms = await waitForMark(page, PAINT_MARKS.homeUsable);
          await page.waitForTimeout(AFTER_MS);
        };
        if (!TRACED.has(name)) {
          await open();
          await network.quiet();
          await page.waitForTimeout(6000); // the start's later code lands in the cache, as the bench's opens wait for
          console.log(`${name}: usable at ${ms.toFixed(0)} ms (not traced)`);
          continue;
        }
        const events = await trace(cdp, open);
        const file = path.join(out, `${name}.json`);
        await writeFile(file, JSON.stringify({ traceEvents: events }));
        console.log(`\n${name}: usable at ${ms.toFixed(0)} ms; trace ${file}`);
        for (const line of summarize(events)) console.log(line);
        await network.quiet();
        await page.waitForTimeout(6000);
      } finally {
        await context.close();
      }
    }
  } finally {
    await rm(profile, { recursive: true, force: true });
    await link.close();
    await stack.stop();
  }
});
