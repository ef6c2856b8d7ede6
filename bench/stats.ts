// The bench's arithmetic, pure: medians and ranges, the ratio of a figure to its control measured
// in the same run, the order in which the app and its control take turns, and whether the machine
// was quiet enough for wall times to mean something (issue 39: a report measured at a load of 2-4
// on 2 cores showed regressions the app did not have).

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export function range(xs: readonly number[], f: (x: number) => string): string {
  return xs.length === 0 ? '—' : `${f(Math.min(...xs))} – ${f(Math.max(...xs))}`;
}

/** The app's median over its control's, measured interleaved in the same run; NaN without a control or when the control's median is 0. */
export function ratio(app: readonly number[], control: readonly number[] | undefined): number {
  if (!control || control.length === 0 || app.length === 0) return NaN;
  const c = median(control);
  return c === 0 ? NaN : median(app) / c;
}

/** A ratio as the report writes it: two decimals, or '—' when there is none. */
export function formatRatio(r: number): string {
  return Number.isFinite(r) ? r.toFixed(2) : '—';
}

/**
 * Who goes first in round `i`: the app and the control alternate (A B, B A, A B, ...), so neither
 * always runs on a machine the other has just warmed or loaded.
 */
export function turnOrder<T>(i: number, app: T, control: T | undefined): T[] {
  if (control === undefined) return [app];
  return i % 2 === 0 ? [app, control] : [control, app];
}

/** A 1-minute load average per core above this makes wall times unreliable: other work takes the CPU. */
export const QUIET_LOAD_PER_CORE = 0.5;

export interface LoadVerdict {
  load: number;
  cores: number;
  quiet: boolean;
  /** One sentence for the report. */
  text: string;
}

export function loadVerdict(load: number, cores: number, perCore = QUIET_LOAD_PER_CORE): LoadVerdict {
  const limit = cores * perCore;
  const quiet = load <= limit;
  const text = quiet
    ? `quiet (1-minute load average ${load.toFixed(1)} on ${cores} cores, at most ${limit.toFixed(1)})`
    : `**under load** (1-minute load average ${load.toFixed(1)} on ${cores} cores, above ${limit.toFixed(1)}): other work shared the CPU, so absolute times are inflated; the ratios to the control, measured interleaved, are the figures to read`;
  return { load, cores, quiet, text };
}

/**
 * Waits up to `maxWaitMs` for the machine to be quiet, reading the load every `everyMs`. Returns
 * the last verdict and how long it waited. The clock and the sleep are injected (tests).
 */
export async function waitForQuiet(
  readLoad: () => number,
  cores: number,
  maxWaitMs: number,
  { everyMs = 10_000, now = Date.now, sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)), onWait }: { everyMs?: number; now?: () => number; sleep?: (ms: number) => Promise<void>; onWait?: (verdict: LoadVerdict, waitedMs: number) => void } = {},
): Promise<{ verdict: LoadVerdict; waitedMs: number }> {
  const start = now();
  for (;;) {
    const verdict = loadVerdict(readLoad(), cores);
    const waitedMs = now() - start;
    if (verdict.quiet || waitedMs >= maxWaitMs) return { verdict, waitedMs };
    onWait?.(verdict, waitedMs);
    await sleep(Math.min(everyMs, maxWaitMs - waitedMs));
  }
}

/**
 * The CPU's speed as a figure: one fixed loop, run in a fresh Node process (no JIT state carried
 * over), `runs` times, median in ms. The load average counts the machine's own processes only;
 * on a shared host (a VM) the same loop has taken 322 ms in one hour and 436 ms in another with
 * the load average quiet both times, and every wall time of a run moves with it. Two reports are
 * comparable in absolute time only when their probes are.
 */
export const CPU_PROBE_SCRIPT = 'let x = 0; const t = performance.now(); for (let i = 0; i < 3e8; i++) x += i % 7; process.stdout.write(String(performance.now() - t) + " " + (x & 1));';

/** The probe's sentence for the report: each moment's median, and the spread between them. */
export function cpuProbeText(probes: readonly { moment: string; ms: number }[]): string {
  if (probes.length === 0) return 'not taken';
  const all = probes.map((p) => p.ms);
  const spread = Math.max(...all) / Math.min(...all) - 1;
  return `${probes.map((p) => `${p.moment} ${Math.round(p.ms)} ms`).join(', ')}${probes.length > 1 ? ` (${Math.round(spread * 100)} % apart)` : ''}`;
}

/** The ratio's interval: where the ratio of medians falls in `level` of the run's resamples. */
export interface RatioInterval {
  low: number;
  high: number;
  level: number;
}

/**
 * The fewest rounds a side for an interval. Three paired rounds have only 10 distinct resamples,
 * and their median ratios span little more than the rounds themselves: a 3-round check of two
 * builds that open the same way read the third visit 1.17 (1.01 – 1.21) from one slow round of
 * three (ADR 0056). Five have 126, seven 1,716.
 */
export const MIN_INTERVAL_ROUNDS = 5;

/** A small seeded generator (mulberry32): the same rounds give the same interval in every report. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How far the run's own noise moves the ratio: a bootstrap over its rounds. Each resample draws
 * rounds with replacement and takes the ratio of the two medians; the interval holds the middle
 * `level` of those ratios. The app and its control ran in the same rounds (interleaved), so a
 * round is drawn as a pair, keeping what that round's machine did to both; sides of different
 * lengths are drawn apart. Seeded: a report is reproducible from its rounds. Null without a
 * control, with fewer than MIN_INTERVAL_ROUNDS rounds a side, or when a control median is 0.
 */
export function ratioInterval(
  app: readonly number[],
  control: readonly number[] | undefined,
  { level = 0.9, resamples = 4000, seed = 39 }: { level?: number; resamples?: number; seed?: number } = {},
): RatioInterval | null {
  if (!control || app.length < MIN_INTERVAL_ROUNDS || control.length < MIN_INTERVAL_ROUNDS) return null;
  const random = seededRandom(seed);
  const draw = (n: number) => Math.floor(random() * n);
  const paired = app.length === control.length;
  const ratios: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const a: number[] = [];
    const c: number[] = [];
    if (paired) {
      for (let i = 0; i < app.length; i++) {
        const k = draw(app.length);
        a.push(app[k]!);
        c.push(control[k]!);
      }
    } else {
      for (let i = 0; i < app.length; i++) a.push(app[draw(app.length)]!);
      for (let i = 0; i < control.length; i++) c.push(control[draw(control.length)]!);
    }
    const m = median(c);
    if (m === 0) return null;
    ratios.push(median(a) / m);
  }
  ratios.sort((x, y) => x - y);
  const tail = (1 - level) / 2;
  const at = (q: number) => ratios[Math.min(ratios.length - 1, Math.max(0, Math.round(q * (ratios.length - 1))))]!;
  return { low: at(tail), high: at(1 - tail), level };
}

/**
 * How far apart two builds that open the same way have measured: 0.94 to 1.06 of each other in
 * 7-round runs (ADRs 0054, 0055), and 1.03 with an interval of 1.00 to 1.05 in a 5-round run
 * (ADR 0056). A ratio closer to 1 than this is never read as a change, whatever its interval.
 */
export const SAME_BUILD_SPREAD = 0.06;

/**
 * What a ratio says once its interval is known: slower (or faster) only when the whole interval
 * lies on one side of 1 and the ratio itself is further from 1 than two same builds have
 * measured (SAME_BUILD_SPREAD); noise otherwise. A 90 % interval alone would read about one
 * figure in ten of identical builds as a change, and a report holds about ten ratios.
 */
export function ratioReading(interval: RatioInterval | null, r: number): 'slower' | 'faster' | 'noise' | null {
  if (!interval || !Number.isFinite(r)) return null;
  if (interval.low > 1 && r > 1 + SAME_BUILD_SPREAD) return 'slower';
  if (interval.high < 1 && r < 1 - SAME_BUILD_SPREAD) return 'faster';
  return 'noise';
}

/**
 * A ratio with its interval and its reading (ratioReading), as the report writes it:
 * `1.07 (0.96 – 1.18, noise)`; the bare ratio without an interval, '—' without a ratio.
 */
export function formatRatioWithInterval(app: readonly number[], control: readonly number[] | undefined): string {
  const r = ratio(app, control);
  if (!Number.isFinite(r)) return '—';
  const interval = ratioInterval(app, control);
  if (!interval) return formatRatio(r);
  return `${formatRatio(r)} (${interval.low.toFixed(2)} – ${interval.high.toFixed(2)}, ${ratioReading(interval, r)})`;
}

/**
 * Whether a run has enough rounds: every figure's ratio interval (ratioInterval, 90 %) is at most
 * `halfWidth` either side of its middle, e.g. 0.03 for ±3 %. A lever worth a few percent shows
 * only once the run's noise is narrower than it (ADR 0056). False without a control or an interval.
 */
export function intervalsNarrow(figures: readonly { app: readonly number[]; control: readonly number[] | undefined }[], halfWidth: number): boolean {
  return figures.every(({ app, control }) => {
    const interval = ratioInterval(app, control);
    return interval !== null && (interval.high - interval.low) / 2 <= halfWidth;
  });
}
