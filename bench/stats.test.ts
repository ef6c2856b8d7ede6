// The bench's figures are medians beside their same-run control's ratio, and a run on a loaded
// machine says so (issue 39).
import { describe, expect, it } from 'vitest';
import { cpuProbeText, formatRatio, formatRatioWithInterval, intervalsNarrow, loadVerdict, median, range, ratio, ratioInterval, ratioReading, turnOrder, waitForQuiet } from './stats.ts';

describe('median and range', () => {
  it('the middle value of an odd count, the mean of the two middle ones of an even count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('the range from the least to the most', () => {
    expect(range([120, 80, 95], (x) => `${x} ms`)).toBe('80 ms – 120 ms');
    expect(range([], String)).toBe('—');
  });
});

describe('ratio to the control', () => {
  it("is the app's median over the control's", () => {
    // 243 ms against 131 ms: the 1.86 of issue 39's table.
    expect(ratio([243, 171, 422], [131, 84, 546])).toBeCloseTo(243 / 131);
    expect(formatRatio(ratio([243, 171, 422], [131, 84, 546]))).toBe('1.85');
  });

  it('is none without a control, or with a control of 0', () => {
    expect(ratio([1, 2], undefined)).toBeNaN();
    expect(ratio([1, 2], [])).toBeNaN();
    expect(ratio([0, 0], [0, 0])).toBeNaN();
    expect(formatRatio(NaN)).toBe('—');
  });
});

describe("the ratio's interval: the run's own noise beside the ratio", () => {
  // A real run's warm opens (ms), this build against its control, round by round: 7 rounds on a
  // shared host whose CPU probe moved 60 % within the run. Two builds that open the same way.
  const warm = [1388, 1250, 1500, 1432, 1528, 1516, 1470];
  const warmControl = [1486, 1369, 1317, 1427, 1396, 1245, 1376];
  // Issue 39's menu tap, which did get slower: 243 ms against 131 (the report read 1.86).
  const tap = [243, 250, 171, 300, 422, 260, 230];
  const tapControl = [131, 120, 84, 140, 546, 125, 133];

  it('a 1.07 whose interval holds 1 is noise, not a slower app', () => {
    const interval = ratioInterval(warm, warmControl)!;
    expect(ratio(warm, warmControl)).toBeCloseTo(1.07, 2);
    expect(interval.low).toBeLessThan(1);
    expect(interval.high).toBeGreaterThan(ratio(warm, warmControl));
    expect(ratioReading(interval, ratio(warm, warmControl))).toBe('noise');
    expect(formatRatioWithInterval(warm, warmControl)).toMatch(/^1\.07 \(0\.\d\d – 1\.\d\d, noise\)$/);
  });

  it('a real slowdown is read as slower, and a real speed-up as faster', () => {
    expect(ratioReading(ratioInterval(tap, tapControl), ratio(tap, tapControl))).toBe('slower');
    expect(ratioReading(ratioInterval(tapControl, tap), ratio(tapControl, tap))).toBe('faster');
    expect(formatRatioWithInterval(tap, tapControl)).toMatch(/^1\.9\d \(1\.\d\d – 2\.\d\d, slower\)$/);
  });

  it('the same rounds give the same interval (seeded), and the interval holds the ratio', () => {
    const a = ratioInterval(warm, warmControl)!;
    expect(ratioInterval(warm, warmControl)).toEqual(a);
    expect(a.low).toBeLessThanOrEqual(ratio(warm, warmControl));
    expect(a.high).toBeGreaterThanOrEqual(ratio(warm, warmControl));
    expect(a.level).toBe(0.9);
  });

  it('draws a round as a pair: a machine that slowed both builds in the same rounds does not widen it', () => {
    // The control is the app at 0.9 of its time, round by round, while the rounds themselves swing 2x.
    const rounds = [100, 200, 120, 180, 90, 210, 150, 160, 110];
    const interval = ratioInterval(rounds, rounds.map((x) => x * 0.9))!;
    expect(interval.low).toBeCloseTo(1 / 0.9, 6);
    expect(interval.high).toBeCloseTo(1 / 0.9, 6);
    expect(ratioReading(interval, ratio(rounds, rounds.map((x) => x * 0.9)))).toBe('slower');
  });

  it('a ratio within what two same builds measure apart is noise, even when its interval misses 1', () => {
    // Two builds that open the same way, 5 rounds of cold opens (ADR 0056): 1.03, interval 1.00 to 1.05.
    const cold = [2032, 2018, 2071, 1900, 1947];
    const coldControl = [2106, 1997, 1965, 1866, 1900];
    const interval = { low: 1.004, high: 1.05, level: 0.9 };
    expect(ratioReading(interval, 1.03)).toBe('noise');
    expect(ratioReading({ low: 0.95, high: 0.996, level: 0.9 }, 0.97)).toBe('noise');
    expect(ratioReading(interval, 1.07)).toBe('slower');
    expect(formatRatioWithInterval(cold, coldControl)).toMatch(/, noise\)$/);
  });

  it('none without a control, with fewer than 5 rounds, or with a control of 0; the bare ratio is then written alone', () => {
    expect(ratioInterval(warm, undefined)).toBeNull();
    // A 3-round check of two builds that open the same way: its third visits (ADR 0056).
    expect(ratioInterval([1194, 1458, 1383], [1179, 1207, 1159])).toBeNull();
    expect(formatRatioWithInterval([1194, 1458, 1383], [1179, 1207, 1159])).toBe('1.17');
    expect(ratioInterval([1, 2, 3, 4], [1, 2, 3, 4])).toBeNull();
    expect(ratioInterval([1, 2, 3, 4, 5], [0, 0, 0, 0, 0])).toBeNull();
    expect(ratioReading(null, 1.2)).toBeNull();
    expect(formatRatioWithInterval([120, 100], [100, 100])).toBe('1.10');
    expect(formatRatioWithInterval(warm, undefined)).toBe('—');
  });

  it('sides of different lengths are drawn apart', () => {
    const interval = ratioInterval([100, 110, 105, 95, 100], [100, 104, 98, 101, 99, 103])!;
    expect(interval.low).toBeLessThan(1.05);
    expect(interval.high).toBeGreaterThan(0.95);
  });
});

describe('intervalsNarrow: when a run has enough rounds of opens', () => {
  const warm = [1388, 1250, 1500, 1432, 1528, 1516, 1470];
  const warmControl = [1486, 1369, 1317, 1427, 1396, 1245, 1376];
  // Rounds that swing together: the two builds differ by a steady 2 %.
  const steady = [1000, 1100, 950, 1200, 1050];
  const steadyControl = steady.map((x) => x / 1.02);

  it('not while any figure is noisier than the width asked for (a real run at ±3 %)', () => {
    expect(intervalsNarrow([{ app: warm, control: warmControl }], 0.03)).toBe(false);
    expect(intervalsNarrow([{ app: steady, control: steadyControl }, { app: warm, control: warmControl }], 0.03)).toBe(false);
  });

  it('once every figure is within it', () => {
    expect(intervalsNarrow([{ app: steady, control: steadyControl }], 0.03)).toBe(true);
    expect(intervalsNarrow([{ app: warm, control: warmControl }], 0.2)).toBe(true);
  });

  it('never without a control or with too few rounds for an interval', () => {
    expect(intervalsNarrow([{ app: steady, control: undefined }], 1)).toBe(false);
    expect(intervalsNarrow([{ app: [1, 2, 3, 4], control: [1, 2, 3, 4] }], 1)).toBe(false);
  });
});

describe('turnOrder', () => {
  it('alternates who goes first, and is the app alone without a control', () => {
    expect([0, 1, 2, 3].map((i) => turnOrder(i, 'app', 'control').join(' '))).toEqual(['app control', 'control app', 'app control', 'control app']);
    expect(turnOrder(1, 'app', undefined)).toEqual(['app']);
  });
});

describe('loadVerdict', () => {
  it('quiet up to half a core of other work per core; above it, the report is told to read the ratios', () => {
    expect(loadVerdict(1.0, 2).quiet).toBe(true);
    const busy = loadVerdict(3.2, 2);
    expect(busy.quiet).toBe(false);
    expect(busy.text).toContain('under load');
    expect(busy.text).toContain('3.2 on 2 cores');
  });
});

describe('waitForQuiet', () => {
  it('returns as soon as the load drops, having waited in steps', async () => {
    const loads = [4, 3, 0.6];
    let clock = 0;
    const result = await waitForQuiet(() => loads.shift() ?? 0, 2, 60_000, { everyMs: 10_000, now: () => clock, sleep: async (ms) => void (clock += ms) });
    expect(result.verdict.quiet).toBe(true);
    expect(result.waitedMs).toBe(20_000);
  });

  it('gives up after the limit and says the machine is under load', async () => {
    let clock = 0;
    const result = await waitForQuiet(() => 5, 2, 25_000, { everyMs: 10_000, now: () => clock, sleep: async (ms) => void (clock += ms) });
    expect(result.verdict.quiet).toBe(false);
    expect(result.waitedMs).toBe(25_000);
  });
});

describe('cpuProbeText', () => {
  it("names each moment's loop time and how far apart they were", () => {
    expect(cpuProbeText([{ moment: 'at the start', ms: 322.4 }, { moment: 'after opens', ms: 354.6 }])).toBe('at the start 322 ms, after opens 355 ms (10 % apart)');
    expect(cpuProbeText([{ moment: 'at the start', ms: 400 }])).toBe('at the start 400 ms');
    expect(cpuProbeText([])).toBe('not taken');
  });
});
