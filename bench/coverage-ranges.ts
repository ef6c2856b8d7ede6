// The range arithmetic of V8's precise coverage (Profiler.takePreciseCoverage with callCount and
// detailed: what page.coverage.stopJSCoverage returns): which characters of a script ran, and
// which source modules (through the build's source map) carry the code that did not.
//
// V8 reports per script a list of functions, each with ranges: the first is the function's whole
// extent with its call count, the others blocks inside it (a branch not taken: count 0). Ranges
// nest: a function never called (count 0) inside one that ran, a block that ran inside a function
// that ran once, and so on; the count of a character is the count of the innermost range holding
// it. A function inside one that never ran is not reported at all (V8 never compiled it): its
// characters take the outer function's 0. Offsets are UTF-16 code units of the script's source.
import { decode } from '@jridgewell/sourcemap-codec';

export interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}

export interface FunctionCoverage {
  functionName: string;
  ranges: CoverageRange[];
  isBlockCoverage: boolean;
}

/** A stretch of the source with one count: [start, end) in UTF-16 code units. */
export interface Segment {
  start: number;
  end: number;
  count: number;
}

/**
 * The script's `length` characters cut into consecutive segments, each with the count of the
 * innermost range holding it (0 where no range does), neighbours of one count merged.
 */
export function countSegments(functions: readonly FunctionCoverage[], length: number): Segment[] {
  // Outer before inner: by start, the longer first; at equal extents V8's order (a function's own
  // range before its blocks', a function before the ones it holds) decides, as the sort is stable.
  const ranges = functions.flatMap((f) => f.ranges).filter((r) => r.endOffset > r.startOffset);
  ranges.sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const segments: Segment[] = [];
  const open: CoverageRange[] = [];
  let at = 0;
  const emit = (to: number) => {
    const end = Math.min(to, length);
    if (end <= at) return;
    const count = open.at(-1)?.count ?? 0;
    const last = segments.at(-1);
    if (last && last.count === count && last.end === at) last.end = end;
    else segments.push({ start: at, end, count });
    at = end;
  };
  const closeUntil = (position: number) => {
    for (let top = open.at(-1); top && top.endOffset <= position; top = open.at(-1)) {
      emit(top.endOffset);
      open.pop();
    }
  };
  for (const range of ranges) {
    closeUntil(range.startOffset);
    emit(range.startOffset);
    open.push(range);
  }
  closeUntil(Number.POSITIVE_INFINITY);
  emit(length);
  return segments;
}

const utf8 = (text: string, start: number, end: number) => Buffer.byteLength(text.slice(start, end));

/** UTF-8 bytes of `source` that ran (count > 0) and that did not. */
export function runBytes(source: string, segments: readonly Segment[]): { total: number; run: number; notRun: number } {
  const total = Buffer.byteLength(source);
  const notRun = segments.filter((s) => s.count === 0).reduce((sum, s) => sum + utf8(source, s.start, s.end), 0);
  return { total, run: total - notRun, notRun };
}

/**
 * The functions that never ran and whose enclosing function did (the outermost ones: a function
 * inside one of them is part of it), largest first. Blocks not taken inside a function that ran
 * are counted by `runBytes`, not listed here.
 */
export function notRunFunctions(functions: readonly FunctionCoverage[]): { name: string; start: number; end: number }[] {
  const dead = functions
    .map((f) => ({ name: f.functionName, range: f.ranges[0] }))
    .filter((f): f is { name: string; range: CoverageRange } => f.range !== undefined && f.range.count === 0)
    .map((f) => ({ name: f.name, start: f.range.startOffset, end: f.range.endOffset }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // Sorted so, only the last one kept can hold the next (the kept ones do not overlap).
  const outermost: typeof dead = [];
  for (const f of dead) {
    const last = outermost.at(-1);
    if (!last || f.end > last.end) outermost.push(f);
  }
  return outermost.sort((a, b) => b.end - b.start - (a.end - a.start));
}

export interface SourceMap {
  sources: (string | null)[];
  names?: string[];
  sourcesContent?: (string | null)[];
  mappings: string;
}

/** Where a generated position comes from: the source (its index in `sources`), line and column (0-based), and its name if the map gives one. */
export interface Origin {
  source: number;
  line: number;
  column: number;
  name?: string;
}

/**
 * The generated text cut by its source map: each stretch [start, end) (UTF-16 offsets, like
 * V8's) with the origin of the mapping that starts it, or null for text no mapping covers. A
 * mapping covers its line up to the next mapping (the last one to the line's end).
 */
export function sourceStretches(generated: string, map: SourceMap): { start: number; end: number; origin: Origin | null }[] {
  const lines = decode(map.mappings);
  const stretches: { start: number; end: number; origin: Origin | null }[] = [];
  let lineStart = 0;
  for (let line = 0; lineStart <= generated.length; line++) {
    const newline = generated.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? generated.length : newline + 1;
    const segments = lines[line] ?? [];
    let at = lineStart;
    let origin: Origin | null = null;
    for (const segment of segments) {
      const start = Math.min(lineStart + segment[0], lineEnd);
      if (start > at) stretches.push({ start: at, end: start, origin });
      at = Math.max(at, start);
      origin =
        segment.length >= 4
          ? { source: segment[1]!, line: segment[2]!, column: segment[3]!, ...(segment.length === 5 && map.names?.[segment[4]!] !== undefined ? { name: map.names[segment[4]!] } : {}) }
          : null;
    }
    if (lineEnd > at) stretches.push({ start: at, end: lineEnd, origin });
    if (newline === -1) break;
    lineStart = lineEnd;
  }
  return stretches;
}

/** The mapping at `offset` in stretches from `sourceStretches` (sorted): binary search. */
export function originAt(stretches: readonly { start: number; end: number; origin: Origin | null }[], offset: number): Origin | null {
  let low = 0;
  let high = stretches.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const s = stretches[mid]!;
    if (offset < s.start) high = mid - 1;
    else if (offset >= s.end) low = mid + 1;
    else return s.origin;
  }
  return null;
}

/**
 * UTF-8 bytes of code that ran and that did not, by source module (the map's `sources`, or
 * "(unmapped)" for text no mapping covers), the most not-run bytes first.
 */
export function bytesBySource(generated: string, segments: readonly Segment[], map: SourceMap): { source: string; run: number; notRun: number }[] {
  const stretches = sourceStretches(generated, map);
  const bytes = new Map<string, { run: number; notRun: number }>();
  let i = 0;
  for (const segment of segments) {
    while (i < stretches.length && stretches[i]!.end <= segment.start) i++;
    for (let j = i; j < stretches.length && stretches[j]!.start < segment.end; j++) {
      const s = stretches[j]!;
      const name = s.origin ? (map.sources[s.origin.source] ?? '(unmapped)') : '(unmapped)';
      const n = utf8(generated, Math.max(s.start, segment.start), Math.min(s.end, segment.end));
      const entry = bytes.get(name) ?? { run: 0, notRun: 0 };
      if (segment.count === 0) entry.notRun += n;
      else entry.run += n;
      bytes.set(name, entry);
    }
  }
  return [...bytes].map(([source, b]) => ({ source, ...b })).sort((a, b) => b.notRun - a.notRun);
}
