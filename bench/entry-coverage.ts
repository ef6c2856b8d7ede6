// How much of the entry's JavaScript home's first render runs (issue 39: "the entry stays lean as
// features grow"): the built app opened at / on the Prism mocks behind nginx in Chromium, V8's
// precise coverage taken from the navigation until the app's 'app:usable:home' mark
// (bench/done-marks.ts), and for each file index.html loads (bench/entry-files.ts
// firstRenderFiles) its bytes, the bytes of code that ran and of code that did not, with the
// source modules and functions that carry the most of the latter (through the build's source
// maps). npm run budgets holds the not-run bytes under BUDGETS.entryNotRun; npm run bench reports
// the figure. ADR 0044.
//
// The coverage stops at the mark: an init script wraps performance.mark and, once the app has set
// the mark and the commit's effects have run, stops the page at a `debugger` statement; the
// coverage is taken while it is stopped, so nothing that runs later (idle work, the SDK's boot,
// the realtime socket) counts as run, whatever the machine's speed. What runs before the mark still
// races a little (whether the first queries settle, or a second commit lands, before that paint:
// single opens measured 326.0 to 330.0 KB not run), so the figure was the median of three opens.
// Since React's first render is home itself (ADR 0050), whether a second commit lands before the
// mark moves React DOM's update path (5.6 KB) in or out of "run" from one open to the next (343.3
// to 352.3 KB not run in 20 opens), and a median of three flipped with it. The figure is the
// least of three opens: code the start ran in any of them is code the start runs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { onFreePort } from '../scripts/lib/free-port.ts';
import { startNginx } from '../scripts/lib/nginx.ts';
import { launchUrl } from '../scripts/lib/telegram-launch.ts';
import { bytesBySource, countSegments, notRunFunctions, originAt, runBytes, sourceStretches, type FunctionCoverage, type SourceMap } from './coverage-ranges.ts';
import { PAINT_MARKS } from './done-marks.ts';
import { firstRenderFiles } from './entry-files.ts';
import { LEAVE_SIGNALS, startMockBackend, stopOnInterrupt } from './stack.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Opens measured; the figure is the least of them (ADR 0050). */
export const OPENS = 3;

export interface FileCoverage {
  /** Relative to dist, e.g. assets/index-ukLJMrWq.js. */
  file: string;
  /** UTF-8 bytes of the built file (minified, not compressed). */
  total: number;
  run: number;
  notRun: number;
}

export interface ModuleCoverage {
  /** From the repository's root (src/...), or node_modules/<package>/..., or "(unmapped code of <file>)". */
  source: string;
  run: number;
  notRun: number;
}

export interface EntryCoverage {
  files: FileCoverage[];
  total: number;
  run: number;
  notRun: number;
  /** Every source module of the files, the most not-run bytes first. */
  modules: ModuleCoverage[];
  /** The largest functions that never ran (inside code that did): where they start in the sources, and their bytes. */
  functions: { where: string; bytes: number }[];
}

export interface ScriptCoverage {
  url: string;
  functions: FunctionCoverage[];
}

/**
 * Stops the page once the app has set `mark` and the commit that showed the content has run its
 * effects: a `debugger` statement, which the coverage's debugger session takes, in a message task
 * posted when the mark is set. The mark runs right after the paint, ahead of React's passive
 * effects of that commit (ADR 0049); React's scheduler queued them as a channel message before the
 * paint, so a message posted now comes after them. Their code is the first render's too. Runs at
 * document start.
 */
const pauseAtMark = (mark: string) => `(() => {
  const original = performance.mark;
  performance.mark = function (name, options) {
    const entry = original.call(this, name, options);
    if (name === ${JSON.stringify(mark)}) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { channel.port1.close(); debugger; };
      channel.port2.postMessage(null);
    }
    return entry;
  };
})();`;

/**
 * V8's precise coverage (call counts, blocks) of `url`'s open until the app sets `mark`, in a
 * fresh context of `browser` (nothing cached), at a phone's size.
 */
export async function coverageUntilMark(browser: Browser, url: string, mark: string = PAINT_MARKS.homeUsable, timeoutMs = 30_000): Promise<ScriptCoverage[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(pauseAtMark(mark));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
    await cdp.send('Debugger.enable');
    let timer: NodeJS.Timeout | undefined;
    const paused = new Promise<void>((resolve, reject) => {
      cdp.once('Debugger.paused', () => resolve());
      timer = setTimeout(() => reject(new Error(`entry coverage: the app did not set the ${mark} mark within ${timeoutMs} ms of opening ${url}`)), timeoutMs);
    });
    // 'commit': the page stops before its load event, so waiting for that would never end.
    await page.goto(url, { waitUntil: 'commit' });
    try {
      await paused;
    } finally {
      clearTimeout(timer);
    }
    const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
    return result;
  } finally {
    await context.close();
  }
}

/** A source of a map (an absolute path) as a reader names it: from the repository's root, a package from its node_modules folder (wherever that is linked from). */
function sourceName(absolute: string): string {
  const packageAt = absolute.lastIndexOf('/node_modules/');
  return packageAt === -1 ? path.relative(ROOT, absolute) : absolute.slice(packageAt + 1);
}

/** The figures of the first render's files in `dist` from the coverage of one open (`coverageUntilMark`). */
export async function entryFigures(dist: string, scripts: readonly ScriptCoverage[], top = 10): Promise<EntryCoverage> {
  const files: FileCoverage[] = [];
  const modules = new Map<string, ModuleCoverage>();
  const functions: EntryCoverage['functions'] = [];
  for (const file of [...(await firstRenderFiles(dist))].sort()) {
    const source = await readFile(path.join(dist, file), 'utf8');
    // The bundler's runtime helpers come without a map: all of such a file is "unmapped".
    const mapText = await readFile(path.join(dist, `${file}.map`), 'utf8').catch(() => null);
    const map: SourceMap = mapText ? (JSON.parse(mapText) as SourceMap) : { sources: [], mappings: '' };
    // index.html loads each file once; one the page did not run (none: they are its module
    // scripts and their imports) would count as all not run.
    const script = scripts.find((s) => URL.canParse(s.url) && new URL(s.url).pathname === `/${file}`);
    const segments = countSegments(script?.functions ?? [], source.length);
    files.push({ file, ...runBytes(source, segments) });
    const named = (s: string) => (s === '(unmapped)' ? `(unmapped code of ${file})` : sourceName(path.resolve(dist, path.dirname(file), s)));
    for (const m of bytesBySource(source, segments, map)) {
      const name = named(m.source);
      const sum = modules.get(name) ?? { source: name, run: 0, notRun: 0 };
      modules.set(name, { source: name, run: sum.run + m.run, notRun: sum.notRun + m.notRun });
    }
    const stretches = sourceStretches(source, map);
    for (const f of notRunFunctions(script?.functions ?? []).slice(0, top)) {
      const origin = originAt(stretches, f.start);
      const mapped = origin ? map.sources[origin.source] : undefined;
      // The source line the function starts on, as written: what a reader recognises.
      const text = origin ? map.sourcesContent?.[origin.source]?.split('\n')[origin.line]?.trim() : undefined;
      const where = origin && mapped ? `${named(mapped)}:${origin.line + 1}${text ? ` \`${text.length > 70 ? `${text.slice(0, 69)}…` : text}\`` : ''}` : `${file} at offset ${f.start}`;
      functions.push({ where, bytes: Buffer.byteLength(source.slice(f.start, f.end)) });
    }
  }
  const sum = (k: 'total' | 'run' | 'notRun') => files.reduce((n, f) => n + f[k], 0);
  return {
    files,
    total: sum('total'),
    run: sum('run'),
    notRun: sum('notRun'),
    modules: [...modules.values()].sort((a, b) => b.notRun - a.notRun),
    functions: functions.sort((a, b) => b.bytes - a.bytes).slice(0, top),
  };
}

export interface EntryCoverageResult extends EntryCoverage {
  /** The not-run bytes of each open, in order; the figures above are the least open's. */
  opens: number[];
  seconds: number;
}

/**
 * Opens the build in `dist` at / on the mocks `opens` times and returns the entry's coverage until
 * home is usable, of the open with the least not-run bytes. Starts the mocks, nginx over `dist`
 * (the repository's config, plain HTTP: scripts/lib/nginx.ts) and Chromium (the tests' one:
 * scripts/lib/chromium.ts), and stops them.
 */
export async function measureEntryCoverage(dist: string, opens = OPENS): Promise<EntryCoverageResult> {
  const started = Date.now();
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  // Interrupted (Ctrl+C, the test command stopped), the mocks, nginx and the browser stop first.
  const forget = stopOnInterrupt(stopAll);
  try {
    const backend = await startMockBackend();
    stops.push(() => backend.stop());
    const nginx = await onFreePort((port) => startNginx({ port, backend: backend.url, dist }));
    stops.push(() => nginx.stop());
    const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS], ...LEAVE_SIGNALS });
    stops.push(() => browser.close());
    const figures: EntryCoverage[] = [];
    for (let i = 0; i < opens; i++) figures.push(await entryFigures(dist, await coverageUntilMark(browser, `${nginx.url}${launchUrl('/')}`)));
    const least = [...figures].sort((a, b) => a.notRun - b.notRun)[0]!;
    return { ...least, opens: figures.map((f) => f.notRun), seconds: (Date.now() - started) / 1000 };
  } finally {
    forget();
    await stopAll();
  }
}

const group = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const inKib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** One line of the budgets' output: the figure beside its limit, what ran, the opens. */
export function entryCoverageSummary(coverage: EntryCoverageResult, limit: number): string {
  const share = Math.round((coverage.run / coverage.total) * 100);
  return [
    `entry code home's first render does not run: ${group(coverage.notRun)} bytes (${inKib(coverage.notRun)}) / limit ${group(limit)} (${inKib(limit)})`,
    `  of the entry's ${group(coverage.total)} bytes (${coverage.files.map((f) => f.file).join(', ')}, minified), ${group(coverage.run)} (${share}%) ran from the navigation to the ${PAINT_MARKS.homeUsable} mark; the least of ${coverage.opens.length} opens (${coverage.opens.map(group).join(', ')} bytes not run), ${coverage.seconds.toFixed(1)} s`,
  ].join('\n');
}

/**
 * The budget's failure in English: the figure, the limit, how it was measured, what to do, and
 * where the not-run bytes are: the app's modules and the packages that carry the most (a module
 * none of whose code ran is marked: it is the first candidate for a chunk of its own), and the
 * largest functions that never ran.
 */
export function entryCoverageFailure(coverage: EntryCoverageResult, limit: number, shown = 8): string {
  const width = Math.max(...coverage.modules.slice(0, 40).map((m) => m.source.length));
  const row = (m: ModuleCoverage) => `  ${m.source.padEnd(width)}  ${group(m.notRun).padStart(8)} not run, ${group(m.run).padStart(7)} run${m.run === 0 ? '  (none of it ran)' : ''}`;
  const own = coverage.modules.filter((m) => !m.source.startsWith('node_modules/') && m.notRun > 0).slice(0, shown);
  const packages = coverage.modules.filter((m) => m.source.startsWith('node_modules/') && m.notRun > 0).slice(0, shown);
  return [
    `budgets: the entry carries ${group(coverage.notRun)} bytes (${inKib(coverage.notRun)}) of code that home's first render does not run, over the limit of ${group(limit)} bytes (${inKib(limit)}; BUDGETS.entryNotRun in bench/budgets.ts, ADR 0044) by ${group(coverage.notRun - limit)} bytes.`,
    `Measured: V8's precise coverage of ${coverage.files.map((f) => f.file).join(' and ')} (minified bytes, not compressed) from the navigation to the app's ${PAINT_MARKS.homeUsable} mark, home opened on the mocks, the least of ${coverage.opens.length} opens (${coverage.opens.map(group).join(', ')} bytes not run).`,
    "Code that home's first render does not run belongs in a chunk of its own: load it with import() where it is used (a lazy route, a sheet, an on-demand helper). Raising the limit instead needs a decision recorded beside it.",
    '',
    "The app's modules with the most code not run (bytes):",
    ...own.map(row),
    '',
    'Packages with the most code not run (bytes):',
    ...packages.map(row),
    '',
    'The largest functions that never ran (bytes, where they start):',
    ...coverage.functions.slice(0, shown).map((f) => `  ${group(f.bytes).padStart(6)}  ${f.where}`),
  ].join('\n');
}
