// The entry's coverage figure (issue 39, ADR 0044) rests on this arithmetic: which characters of a
// script ran, from V8's nested ranges, and which source module they come from. The inputs are
// real: V8's own precise coverage of code run here (node:inspector), and a bundle Vite builds
// with its source map as it builds the app.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesBySource, countSegments, notRunFunctions, runBytes, type FunctionCoverage, type SourceMap } from './coverage-ranges.ts';

const session = new Session();
beforeAll(async () => {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
});
afterAll(async () => {
  await session.post('Profiler.stopPreciseCoverage');
  session.disconnect();
});

let runs = 0;
/** Runs `source` as a script in a context of its own and returns V8's precise coverage of it. */
async function coverageOf(source: string): Promise<FunctionCoverage[]> {
  const filename = `coverage-ranges-test-${++runs}.js`;
  vm.runInNewContext(source, {}, { filename });
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const script = result.find((s) => s.url.endsWith(filename));
  if (!script) throw new Error(`V8 reported no coverage of ${filename}`);
  return script.functions;
}

/** The text of `source` at count 0, stretch by stretch. */
const notRunText = (source: string, functions: FunctionCoverage[]) =>
  countSegments(functions, source.length)
    .filter((s) => s.count === 0)
    .map((s) => source.slice(s.start, s.end));

describe('countSegments over V8 precise coverage', () => {
  const source = [
    "function used(x) { if (x > 0) { return 'pos'; } else { return 'neg-branch'; } }",
    "function unused() { return 'never-called'; }",
    "function outer() { function innerUnused() { return 'inner-never'; } return 'outer-ran'; }",
    "function deadOuter() { function deadInner() { return 'dead-inner'; } return deadInner(); }",
    'used(1); outer();',
  ].join('\n');

  it('a function never called inside one that ran is not run; the rest of its parent is', async () => {
    const functions = await coverageOf(source);
    // V8 reports innerUnused with count 0 inside outer (count 1): the innermost range decides.
    const outer = functions.find((f) => f.functionName === 'outer')!;
    expect(outer.ranges[0]!.count).toBe(1);
    expect(functions.find((f) => f.functionName === 'innerUnused')!.ranges[0]!.count).toBe(0);
    const dead = notRunText(source, functions).join('\u0000');
    expect(dead).toContain("function innerUnused() { return 'inner-never'; }");
    expect(dead).not.toContain('outer-ran');
  });

  it("a block not taken inside a function that ran is not run, the taken one is", async () => {
    const dead = notRunText(source, await coverageOf(source)).join('\u0000');
    expect(dead).toContain("return 'neg-branch';");
    expect(dead).not.toContain("'pos'");
  });

  it('a function never called is not run, and so is a function inside it that V8 never compiled', async () => {
    const functions = await coverageOf(source);
    // deadInner is not reported at all: its characters take deadOuter's 0.
    expect(functions.some((f) => f.functionName === 'deadInner')).toBe(false);
    const dead = notRunText(source, functions);
    expect(dead).toContain("function unused() { return 'never-called'; }");
    expect(dead.join('')).toContain("function deadOuter() { function deadInner() { return 'dead-inner'; } return deadInner(); }");
  });

  it('the segments cover the script once, in order, with the counts of the innermost ranges', async () => {
    const functions = await coverageOf(source);
    const segments = countSegments(functions, source.length);
    expect(segments[0]!.start).toBe(0);
    expect(segments.at(-1)!.end).toBe(source.length);
    for (let i = 1; i < segments.length; i++) {
      expect(segments[i]!.start).toBe(segments[i - 1]!.end);
      expect(segments[i]!.count).not.toBe(segments[i - 1]!.count);
    }
    // The call that ran: the script's top level, once.
    const at = source.indexOf('used(1);');
    expect(segments.find((s) => s.start <= at && at < s.end)!.count).toBe(1);
  });

  it('counts UTF-8 bytes: Russian text not run weighs two bytes a letter', async () => {
    const ru = "function ru() { return 'Привет'; }\nru.length;";
    const functions = await coverageOf(ru);
    const bytes = runBytes(ru, countSegments(functions, ru.length));
    expect(bytes.total).toBe(Buffer.byteLength(ru));
    expect(bytes.notRun).toBe(Buffer.byteLength("function ru() { return 'Привет'; }"));
    expect(bytes.run + bytes.notRun).toBe(bytes.total);
  });

  it('lists the outermost functions never called, largest first', async () => {
    const functions = await coverageOf(source);
    const listed = notRunFunctions(functions).map((f) => source.slice(f.start, f.end));
    expect(listed).toEqual([
      "function deadOuter() { function deadInner() { return 'dead-inner'; } return deadInner(); }",
      "function innerUnused() { return 'inner-never'; }",
      "function unused() { return 'never-called'; }",
    ]);
  });

  it('takes ranges in any order, nested or side by side, and leaves text no range holds at 0', () => {
    // V8-shaped: a script range short of the text's end, functions listed out of order, one
    // starting where the script does.
    const functions: FunctionCoverage[] = [
      { functionName: 'b', isBlockCoverage: true, ranges: [{ startOffset: 20, endOffset: 30, count: 0 }] },
      { functionName: 'first', isBlockCoverage: true, ranges: [{ startOffset: 0, endOffset: 4, count: 0 }] },
      { functionName: '', isBlockCoverage: true, ranges: [{ startOffset: 0, endOffset: 40, count: 1 }] },
      { functionName: 'a', isBlockCoverage: true, ranges: [{ startOffset: 5, endOffset: 15, count: 2 }, { startOffset: 8, endOffset: 10, count: 0 }] },
    ];
    expect(countSegments(functions, 45)).toEqual([
      { start: 0, end: 4, count: 0 },
      { start: 4, end: 5, count: 1 },
      { start: 5, end: 8, count: 2 },
      { start: 8, end: 10, count: 0 },
      { start: 10, end: 15, count: 2 },
      { start: 15, end: 20, count: 1 },
      { start: 20, end: 30, count: 0 },
      { start: 30, end: 40, count: 1 },
      { start: 40, end: 45, count: 0 },
    ]);
  });
});

describe('bytesBySource through the source map of a Vite build', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coverage-ranges-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('puts the bytes of code that did not run on the module that wrote it', async () => {
    await writeFile(path.join(dir, 'used.ts'), "export function greet(name: string): string {\n  return `hello ${name}`;\n}\n");
    await writeFile(
      path.join(dir, 'unused.ts'),
      "export function neverCalled(values: number[]): number {\n  let total = 0;\n  for (const v of values) total += v * 2;\n  return total + values.length;\n}\n",
    );
    await writeFile(path.join(dir, 'main.ts'), "import { greet } from './used.ts';\nimport { neverCalled } from './unused.ts';\n(globalThis as { out?: unknown }).out = [greet('x'), neverCalled];\n");
    const built = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      // As the app's build: minified, with its source map, the bundle's own module preload left out.
      build: { write: false, minify: true, sourcemap: true, modulePreload: false, rolldownOptions: { input: path.join(dir, 'main.ts') } },
    })) as { output: { fileName: string; code?: string; source?: string | Uint8Array }[] } | { output: { fileName: string; code?: string; source?: string | Uint8Array }[] }[];
    const files = (Array.isArray(built) ? built[0]! : built).output;
    const code = files.find((f) => f.code !== undefined)!.code!;
    const map = JSON.parse(String(files.find((f) => f.fileName.endsWith('.map'))!.source)) as SourceMap;

    const segments = countSegments(await coverageOf(code), code.length);
    const bySource = bytesBySource(code, segments, map);
    const named = (end: string) => bySource.find((s) => s.source.endsWith(end))!;
    // neverCalled's body never ran; greet's did; main's top level ran.
    // All the code that did not run is neverCalled's, and it is all put on unused.ts.
    expect(named('/unused.ts').notRun).toBe(runBytes(code, segments).notRun);
    expect(notRunText(code, await coverageOf(code)).join('')).toMatch(/^function \w+\(\w+\)\{.*\.length\}$/);
    expect(named('/unused.ts').run).toBe(0);
    expect(named('/used.ts').notRun).toBe(0);
    expect(named('/used.ts').run).toBeGreaterThan(0);
    expect(bySource[0]!.source).toMatch(/unused\.ts$/);
    // Every byte is somewhere, run or not.
    const total = bySource.reduce((sum, s) => sum + s.run + s.notRun, 0);
    expect(total).toBe(Buffer.byteLength(code));
    expect(bySource.reduce((sum, s) => sum + s.notRun, 0)).toBe(runBytes(code, segments).notRun);
  });
});
