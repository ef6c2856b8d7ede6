// The bench's figures are medians beside their same-run control's ratio, and a run on a loaded
// machine says so (issue 39).
import { describe, expect, it } from 'vitest';
import { cpuProbeText, formatRatio, loadVerdict, median, range, ratio, turnOrder, waitForQuiet } from './stats.ts';

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
